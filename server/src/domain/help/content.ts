// The help centre (GET /wps/system/helpCenter): per language, each tag's section — the back office's
// edit where there is one, else the built-in text. The back office edits and resets sections.
import type { AdminHelpSection, SetHelpSection } from '@sim/shared/admin/help';
import type { Language } from '@sim/shared/languages';
import { HELP_TAGS, type HelpSection, type HelpTag } from '@sim/shared/wps/help';
import type { Db } from '../../db/client.ts';
import { definedOnly } from '../../lib/defined.ts';
import { BUILT_IN_HELP } from './defaults.ts';

function builtIn(tag: HelpTag, lang: Language, brand: string): HelpSection {
  const section = BUILT_IN_HELP[tag];
  const named = (text: string) => text.replaceAll('{brand}', brand);
  return {
    title: section.title[lang],
    content: named(section.content[lang]),
    bgColor: section.bgColor,
    lang,
    display: true,
    tag,
    children: (section.children ?? []).map((child) => ({
      title: named(child.title[lang]),
      content: named(child.content[lang]),
    })),
  };
}

/** Every tag's section, edited or built in, in the order of HELP_TAGS. */
export async function helpSections(
  db: Db,
  merchant: { code: string; name: string },
  lang: Language,
): Promise<AdminHelpSection[]> {
  const rows = await db.helpSection.findMany({ where: { merchantCode: merchant.code, lang } });
  const edited = new Map(rows.map((row) => [row.tag, row]));
  return HELP_TAGS.map((tag) => {
    const row = edited.get(tag);
    if (!row) return { ...builtIn(tag, lang, merchant.name), edited: false };
    return {
      title: row.title,
      content: row.content,
      bgColor: row.bgColor,
      lang,
      display: row.display,
      tag,
      children: row.children as HelpSection['children'],
      edited: true,
    };
  });
}

/** What the site shows: the sections on display. */
export async function helpCenter(
  db: Db,
  merchant: { code: string; name: string },
  lang: Language,
): Promise<HelpSection[]> {
  return (await helpSections(db, merchant, lang))
    .filter((section) => section.display)
    .map(({ edited: _, ...section }) => section);
}

/** Edits one section; what is not given keeps the current text (edited or built in). */
export async function setHelpSection(
  db: Db,
  merchant: { code: string; name: string },
  change: Omit<SetHelpSection, 'merchant'>,
): Promise<AdminHelpSection> {
  const current = (await helpSections(db, merchant, change.lang)).find((s) => s.tag === change.tag);
  if (!current) throw new Error(`unknown help tag ${change.tag}`);
  const { edited: _, lang, tag, ...base } = current;
  const next = { ...base, ...definedOnly({ ...change, lang: undefined, tag: undefined }) };
  const row = {
    title: next.title,
    content: next.content,
    bgColor: next.bgColor,
    display: next.display,
    children: next.children,
    sortOrder: HELP_TAGS.indexOf(tag),
  };
  await db.helpSection.upsert({
    where: { merchantCode_lang_tag: { merchantCode: merchant.code, lang, tag } },
    create: { merchantCode: merchant.code, lang, tag, ...row },
    update: row,
  });
  return { ...row, lang, tag, edited: true };
}

/** Back to the built-in text. */
export async function resetHelpSection(db: Db, merchantCode: string, lang: Language, tag: HelpTag) {
  await db.helpSection.deleteMany({ where: { merchantCode, lang, tag } });
}
