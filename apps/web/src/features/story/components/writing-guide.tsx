import { List, Paper, Stack, Text, Title } from '@mantine/core';

const guideItems = [
  {
    title: 'Who your customers are',
    text: 'Name the people who buy from you: who they are, where they are, and what situation brings them to you.',
  },
  {
    title: 'Which problems you solve',
    text: 'Say what need, frustration or wish they have before they find you, in words they would use themselves.',
  },
  {
    title: 'How your solution differs',
    text: 'Explain what you offer and why it works better for them than the alternatives: quality, price, speed, service, expertise.',
  },
  {
    title: 'Proof',
    text: 'Back it up with facts: years in business, reviews, numbers served, certifications, guarantees, well-known clients.',
  },
] as const;

/** "Show Writing Guide": what a strong brand story covers, the same aspects Get Feedback checks. */
export function WritingGuide({ id }: { id: string }) {
  return (
    <Paper withBorder p="md" id={id} component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="xs">
        <Title order={2} size="h5" id={`${id}-title`}>
          Writing guide
        </Title>
        <Text size="sm" c="dimmed">
          Your ads are written from this story, so the more concrete it is, the better they get. Cover:
        </Text>
        <List spacing="xs" size="sm">
          {guideItems.map((item) => (
            <List.Item key={item.title}>
              <Text span fw={600} size="sm">
                {item.title}:
              </Text>{' '}
              {item.text}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
