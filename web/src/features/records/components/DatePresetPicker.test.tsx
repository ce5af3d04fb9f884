import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DatePresetPicker } from './DatePresetPicker';

it('offers only days that have been: a record is history', () => {
  renderWithProviders(<DatePresetPicker value="previous7" onChange={() => {}} />);
  expect(screen.getByTestId('date-preset-today')).toBeTruthy();
  expect(screen.getByTestId('date-preset-previous30')).toBeTruthy();
  expect(screen.queryByTestId('date-preset-next7')).toBeNull();
  expect(screen.queryByTestId('date-preset-next30')).toBeNull();
});
