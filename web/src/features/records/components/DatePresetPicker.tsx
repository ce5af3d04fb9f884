import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DatePreset, HISTORY_PRESETS } from '../date-presets';

interface DatePresetPickerProps {
  value: DatePreset;
  onChange: (preset: DatePreset) => void;
}

/**
 * Today and the previous 7 and 30 days: the spec's pickers also offer the next ones (section 9), which
 * a record of what happened never fills. Labels wrap rather than cut on a phone.
 */
export function DatePresetPicker({ value, onChange }: DatePresetPickerProps) {
  const { t } = useTranslation();

  return (
    <SegmentedControl
      value={value}
      onChange={(next) => onChange(next as DatePreset)}
      aria-label={t('records.period')}
      fullWidth
      styles={{ label: { whiteSpace: 'normal' } }}
      data={HISTORY_PRESETS.map((preset) => ({
        value: preset,
        label: <span data-testid={`date-preset-${preset}`}>{t(`records.presets.${preset}`)}</span>,
      }))}
      data-testid="record-presets"
    />
  );
}
