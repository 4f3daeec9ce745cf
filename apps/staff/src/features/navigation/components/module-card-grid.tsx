import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons.tsx';
import { MODULE_GROUPS, type ModuleVisual } from '../module-visuals.ts';
import classes from './module-card-grid.module.css';

/** One card on the home page (spec §3 Module card). */
export interface ModuleCard extends ModuleVisual {
  id: string;
  name: string;
  /** Where the card leads: the module's first permitted page, or the card's own route. */
  href: string;
  /** The sections the role may open there, as a hint of what is inside. */
  sections: string[];
}

function ModuleCardLink({ card }: { card: ModuleCard }) {
  return (
    <Card
      component={Link}
      to={card.href}
      withBorder
      padding="sm"
      radius="md"
      className={classes.card}
      style={{ '--card-accent': `var(--mantine-color-${card.color}-6)` }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={card.color} size={36} radius="md">
          <Icon name={card.icon} size={20} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" lh={1.3}>
            {card.name}
          </Text>
          <Text size="xs" c="dimmed" lh={1.4}>
            {card.description}
          </Text>
          {card.sections.length > 0 && (
            <Text size="xs" fw={500} c="gray.7" mt={4} className={classes.sections}>
              {card.sections.join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** The module cards, grouped as the catalogue groups them; empty groups are left out. */
export function ModuleCardGrid({ cards }: { cards: ModuleCard[] }) {
  const groups = MODULE_GROUPS.map((group) => ({
    group,
    cards: cards.filter((card) => card.group === group),
  }));
  return (
    <Stack gap="lg">
      {groups
        .filter((entry) => entry.cards.length > 0)
        .map(({ group, cards: groupCards }) => (
          <section key={group} aria-label={group}>
            <Title order={2} fz="xs" fw={700} c="dimmed" tt="uppercase" mb="xs" lts={0.4}>
              {group}
            </Title>
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
              spacing="sm"
              component="ul"
              className={classes.list}
            >
              {groupCards.map((card) => (
                <li key={card.id}>
                  <ModuleCardLink card={card} />
                </li>
              ))}
            </SimpleGrid>
          </section>
        ))}
    </Stack>
  );
}
