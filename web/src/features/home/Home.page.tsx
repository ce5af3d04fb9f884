import { Stack } from '@mantine/core';
import { useBrandConfig } from '../system/hooks';
import { CategoryCards } from './components/CategoryCards';
import { Hero } from './components/Hero';

export function HomePage() {
  const { merchantName } = useBrandConfig();

  return (
    <Stack gap="xl">
      <Hero merchantName={merchantName} />
      <CategoryCards />
    </Stack>
  );
}
