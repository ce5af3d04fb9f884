import {
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { AdminHelpSection } from '@sim/shared/admin/help';
import { LANGUAGES, type Language } from '@sim/shared/languages';
import { HELP_TAGS, type HelpTag } from '@sim/shared/wps/help';
import { useState } from 'react';
import { Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useMerchant } from '../../merchant';
import { SUPPORT_S } from '../support/strings';
import { useHelpEdits, useHelpSections } from './hooks';

const T = SUPPORT_S.help;

function SectionForm({ section }: { section: AdminHelpSection }) {
  const merchant = useMerchant();
  const { save, reset } = useHelpEdits();
  const [title, setTitle] = useState(section.title);
  const [content, setContent] = useState(section.content);
  const [display, setDisplay] = useState(section.display);
  const target = { merchant, lang: section.lang, tag: section.tag };
  return (
    <Stack gap="sm">
      <Badge variant="light" color={section.edited ? 'grape' : 'gray'}>
        {section.edited ? T.edited : T.builtIn}
      </Badge>
      <TextInput
        label={T.sectionTitle}
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        data-testid="help-title"
      />
      <Textarea
        label={T.sectionContent}
        autosize
        minRows={4}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
      />
      <Switch label={T.display} checked={display} onChange={(e) => setDisplay(e.currentTarget.checked)} />
      <Group>
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ ...target, title, content, display, children: section.children })}
          data-testid="help-save"
        >
          {T.save}
        </Button>
        <Button
          variant="default"
          disabled={!section.edited}
          loading={reset.isPending}
          onClick={() => reset.mutate(target)}
        >
          {T.reset}
        </Button>
      </Group>
    </Stack>
  );
}

export function HelpEditor() {
  const [lang, setLang] = useState<Language>('EN');
  const [tag, setTag] = useState<HelpTag>('aboutus');
  const sections = useHelpSections(lang);
  return (
    <Section title={T.editor} testId="help-editor">
      <Group align="flex-end">
        <SegmentedControl
          data={[...LANGUAGES]}
          value={lang}
          onChange={(value) => setLang(value as Language)}
        />
        <Select
          label={T.section}
          data={[...HELP_TAGS]}
          value={tag}
          allowDeselect={false}
          onChange={(value) => value && setTag(value as HelpTag)}
        />
      </Group>
      <QueryState query={sections}>
        {(list) => {
          const section = list.find((s) => s.tag === tag);
          // a key per section and version, so the form starts from what is stored
          return section ? (
            <SectionForm key={`${lang}-${tag}-${section.edited}-${section.title}`} section={section} />
          ) : null;
        }}
      </QueryState>
    </Section>
  );
}
