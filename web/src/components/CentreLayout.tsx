import { Box, Flex, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import centre from './CentrePage.module.css';

/** The member and agent centres' body: the left menu (on top on a phone) and one titled page. */
export function CentreLayout(props: {
  nav: ReactNode;
  /** the active page's key, as `data-page` */
  page: string;
  title: string;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Flex className={props.className} direction={{ base: 'column', sm: 'row' }} gap="lg" align="flex-start">
      {props.nav}
      <Box
        flex={1}
        miw={0}
        w="100%"
        className={centre.page}
        data-page={props.page}
        data-testid={props.testId}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {props.title}
          </Title>
          {props.children}
        </Stack>
      </Box>
    </Flex>
  );
}
