import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createFont, type TTF } from 'fonteditor-core';
import { FONT_SUBSETS, familyFiles, resolveFontWeight, type RenderFamily, type Weight } from './fonts';

/** A TrueType file on disk and the code points it maps to glyphs. */
export type TruetypeFont = { file: string; codePoints: ReadonlySet<number> };

const converting = new Map<string, Promise<TruetypeFont>>();

const inflate = (data: number[]) => [...zlib.inflateSync(Uint8Array.from(data))];

/**
 * A family at its installed weight nearest to `weight` as one TrueType file on disk, for resvg (an SVG logo's
 * text). resvg reads TTF and OTF files by path, not WOFF, and when a glyph is missing it falls back to the first
 * loaded face that has it, whatever its weight — so a family split into @fontsource's subset files would draw a
 * bold "Ł" thin, or not at all next to a Latin "ó". The subsets are therefore merged (fonteditor-core): the Latin
 * file whole, with its kerning, and the Latin Extended and Cyrillic glyphs for the code points it lacks appended.
 * Converted once into the system's temporary folder — keyed by the package's version, written whole under a
 * unique name and renamed, so processes converting at once never read half a file — and reused after. The code
 * points tell what the file can draw: a subset's Unicode range is wider than its glyphs (Lato has no "ő").
 */
export function truetypeFont(family: RenderFamily, weight: number): Promise<TruetypeFont> {
  const installed = resolveFontWeight(String(weight), family);
  const key = `${family}|${installed}`;
  const known = converting.get(key);
  if (known) return known;
  const file = writeMerged(family, installed);
  converting.set(key, file);
  file.catch(() => converting.delete(key));
  return file;
}

async function writeMerged(family: RenderFamily, weight: Weight): Promise<TruetypeFont> {
  const files = familyFiles(family);
  const target = path.join(
    os.tmpdir(),
    'adsmith-fonts',
    `${family.toLowerCase().replace(/\s+/g, '-')}@${files.version}-${weight}.ttf`,
  );
  if (fs.existsSync(target)) {
    const cmap = createFont(await fs.promises.readFile(target), { type: 'ttf' }).get().cmap;
    return { file: target, codePoints: new Set(Object.keys(cmap).map(Number)) };
  }
  const [latin, ...others] = FONT_SUBSETS.map((subset) => files.woff(subset, weight)).filter(
    (file): file is string => file !== null,
  );
  if (!latin) throw new Error(`No font file for ${family} ${weight}`);
  const base = createFont(await fs.promises.readFile(latin), {
    type: 'woff',
    inflate,
    kerning: true,
    hinting: false,
  });
  const merged = base.get();
  const mapped = new Set(merged.glyf.flatMap((glyph) => glyph.unicode ?? []));
  for (const file of others) {
    const subset = createFont(await fs.promises.readFile(file), {
      type: 'woff',
      inflate,
      // Composite glyphs refer to other glyphs by index, which appending would break: drawn out as outlines.
      compound2simple: true,
    });
    for (const glyph of subset.get().glyf) {
      const unicode = (glyph.unicode ?? []).filter((point) => !mapped.has(point));
      if (unicode.length === 0) continue;
      for (const point of unicode) mapped.add(point);
      merged.glyf.push({ ...glyph, unicode } as TTF.Glyph);
    }
  }
  const bytes = base.write({ type: 'ttf', toBuffer: true, kerning: true, hinting: false });
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await fs.promises.writeFile(partial, bytes);
  await fs.promises.rename(partial, target);
  return { file: target, codePoints: mapped };
}
