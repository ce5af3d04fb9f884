import { ActionIcon, Group, Image, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Object URLs of the chosen files, released when the files change or the form goes. */
function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/** Thumbnails of the chosen images, each with a button that takes it out again. */
export function ImagePreviews({
  files,
  onRemove,
}: {
  files: readonly File[];
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const urls = useObjectUrls(files);
  if (files.length === 0) return null;

  return (
    <Group gap="sm" data-testid="apply-previews">
      {files.map((file, index) => (
        <Paper
          key={`${file.name}-${file.size}-${file.lastModified}`}
          withBorder
          radius="md"
          p={4}
          pos="relative"
          data-testid="apply-preview"
        >
          {urls[index] && <Image src={urls[index]} alt={file.name} w={96} h={96} fit="cover" radius="sm" />}
          <Text size="xs" maw={96} truncate>
            {file.name}
          </Text>
          <ActionIcon
            size="sm"
            radius="xl"
            color="red"
            pos="absolute"
            top={-8}
            right={-8}
            onClick={() => onRemove(index)}
            aria-label={t('rewards.apply.remove', { name: file.name })}
            data-testid={`apply-preview-remove-${index}`}
          >
            <IconX size={14} />
          </ActionIcon>
        </Paper>
      ))}
    </Group>
  );
}
