import { Select } from '@mantine/core';
import type { Country } from '@sim/shared/wps/register';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../lib/sms/sms-code';

/** Platform-spec.md section 9: the dialling-code list closes 200 ms after it loses focus. */
export const COUNTRY_DROPDOWN_CLOSE_MS = 200;

interface CountryCodeSelectProps {
  value: string;
  onChange: (dialingCode: string) => void;
  compact?: boolean;
}

/** One option per dialling code, the merchant's country first (as the server orders them). */
function toOptions(countries: Country[] | undefined, current: string) {
  const seen = new Set<string>();
  const options: { value: string; label: string; name: string }[] = [];
  for (const { countryDialingCode, name } of countries ?? []) {
    if (seen.has(countryDialingCode)) continue;
    seen.add(countryDialingCode);
    options.push({ value: countryDialingCode, label: `+${countryDialingCode}`, name });
  }
  if (!seen.has(current)) options.unshift({ value: current, label: `+${current}`, name: '' });
  return options;
}

export function CountryCodeSelect({ value, onChange, compact = false }: CountryCodeSelectProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const options = useMemo(() => toOptions(countries.data, value), [countries.data, value]);
  const names = useMemo(() => new Map(options.map((o) => [o.value, o.name])), [options]);
  const [opened, setOpened] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <Select
      name="countryDialingCode"
      aria-label={t('sms.countryCode')}
      label={compact ? undefined : t('sms.countryCode')}
      data={options}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      dropdownOpened={opened}
      onDropdownOpen={() => {
        clearTimeout(closeTimer.current);
        setOpened(true);
      }}
      onDropdownClose={() => {
        closeTimer.current = setTimeout(() => setOpened(false), COUNTRY_DROPDOWN_CLOSE_MS);
      }}
      renderOption={({ option }) => `${option.label} ${names.get(option.value) ?? ''}`.trim()}
      comboboxProps={{ width: 220, position: 'bottom-start' }}
      w={compact ? 86 : 110}
      rightSectionWidth={compact ? 22 : undefined}
      data-testid="country-code"
    />
  );
}
