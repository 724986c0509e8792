/**
 * Very common passwords (from public breach frequency lists), refused at registration.
 * Only entries of at least the minimum length matter; shorter ones are refused anyway.
 */
const COMMON_PASSWORDS = `
123456 password 12345678 qwerty 123456789 12345 1234567 111111 1234567890 123123 abc123 password1 iloveyou
000000 qwerty123 1q2w3e4r 1qaz2wsx qwertyuiop 654321 555555 666666 7777777 888888 123321 121212 112233
987654321 999999 11111111 123qwe 1q2w3e 1q2w3e4r5t zxcvbnm asdfghjkl asdfgh qazwsx password123 passw0rd
p@ssw0rd p@ssword admin admin123 administrator welcome welcome1 letmein monkey dragon master shadow
sunshine princess football baseball superman batman trustno1 michael jennifer hunter ranger starwars
freedom whatever charlie donald computer soccer hockey killer george summer internet jordan harley
thomas hello123 hello login starwars1 loveme lovely flower samsung google mustang access secret secret123
pokemon pepper ginger buster cookie chocolate cheese maggie jessica ashley daniel andrew joshua matthew
robert michelle nicole amanda 123abc abcdef abcd1234 a123456 aa123456 qwe123 zaq12wsx changeme default
test123 testing guest guest123 root1234 toor1234 pass1234 password! password12 qwerty1 qwerty12 1234qwer
q1w2e3r4 q1w2e3r4t5 asdf1234 zxcvbn 147258369 159753 789456123 123654 00000000 987654 121314 696969
11223344 1111111 222222 333333 444444 777777 12341234 abcabc iloveyou1 family purple orange yellow
blink182 liverpool chelsea arsenal 666666666 qweasd qweasdzxc 1qazxsw2 adobe123 photoshop azerty
solo1234 nothing anything everything 12qwaszx football1 baseball1 superstar starwars123 master123
`;

const COMMON_PASSWORD_SET = new Set(COMMON_PASSWORDS.split(/\s+/).filter(Boolean));

/** True when the password (compared case-insensitively) is on the common list. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORD_SET.has(password.trim().toLowerCase());
}
