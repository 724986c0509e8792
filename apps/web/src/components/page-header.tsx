import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Pages shown inside another page's layout (admin tabs, the guided flow) use a second-level heading. */
  order?: 1 | 2;
};

/** The heading every page opens with, so headings and their spacing look the same across screens. */
export function PageHeader({ title, description, order = 1 }: PageHeaderProps) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={order}>{title}</Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
  );
}
