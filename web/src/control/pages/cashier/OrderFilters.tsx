import { Group, Select, TextInput } from '@mantine/core';
import { ORDER_STATUSES, ORDER_TYPES } from '@sim/shared/wps/cashier';
import { IconSearch } from '@tabler/icons-react';
import { S } from '../../strings';

export interface OrderFilterValues {
  type: string;
  status: string;
  username: string;
}

export const NO_FILTER: OrderFilterValues = { type: '', status: '', username: '' };

const TYPE_OPTIONS = [{ value: '', label: S.cashier.allTypes }, ...ORDER_TYPES];
const STATUS_OPTIONS = [{ value: '', label: S.cashier.allStatuses }, ...ORDER_STATUSES];

interface Props {
  values: OrderFilterValues;
  onChange: (values: OrderFilterValues) => void;
}

export function OrderFilters({ values, onChange }: Props) {
  const set = (change: Partial<OrderFilterValues>) => onChange({ ...values, ...change });
  return (
    <Group>
      <Select
        aria-label={S.cashier.typeFilter}
        data={TYPE_OPTIONS}
        value={values.type}
        onChange={(type) => set({ type: type ?? '' })}
        allowDeselect={false}
        w={190}
        data-testid="cashier-filter-type"
      />
      <Select
        aria-label={S.cashier.statusFilter}
        data={STATUS_OPTIONS}
        value={values.status}
        onChange={(status) => set({ status: status ?? '' })}
        allowDeselect={false}
        w={190}
        data-testid="cashier-filter-status"
      />
      <TextInput
        placeholder={S.cashier.usernameFilter}
        aria-label={S.cashier.usernameFilter}
        leftSection={<IconSearch size={16} />}
        value={values.username}
        onChange={(event) => set({ username: event.currentTarget.value })}
        data-testid="cashier-filter-username"
      />
    </Group>
  );
}
