import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, type DatePreset } from '../date-presets';

interface DatePresetPickerProps {
  value: DatePreset;
  onChange: (preset: DatePreset) => void;
}

/** Today, the previous and the next 7 and 30 days (spec section 9). */
export function DatePresetPicker({ value, onChange }: DatePresetPickerProps) {
  const { t } = useTranslation();

  return (
    <SegmentedControl
      value={value}
      onChange={(next) => onChange(next as DatePreset)}
      aria-label={t('records.period')}
      data={DATE_PRESETS.map((preset) => ({
        value: preset,
        label: <span data-testid={`date-preset-${preset}`}>{t(`records.presets.${preset}`)}</span>,
      }))}
      data-testid="record-presets"
    />
  );
}
