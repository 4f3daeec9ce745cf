import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons.tsx';
import { MODULE_GROUPS, type ModuleVisual } from '../module-visuals.ts';
import classes from './module-card-grid.module.css';

/** One card on the home page (spec §3 Module card). */
export interface ModuleCard extends ModuleVisual {
  id: string;
  name: string;
  /**
   * Where the card leads: the module's first permitted page whose screens are built, or the card's own
   * route; null when none of its sections is built yet, so the card says so instead of opening a placeholder.
   */
  href: string | null;
  /** The built sections the role may open there, as a hint of what is inside. */
  sections: string[];
  /** The sections the role may view whose screens a later release brings. */
  notBuilt?: string[];
}

function CardBody({ card }: { card: ModuleCard }) {
  const notBuilt = card.notBuilt ?? [];
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color={card.href ? card.color : 'gray'} size={36} radius="md">
        <Icon name={card.icon} size={20} />
      </ThemeIcon>
      <Stack gap={2} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm" lh={1.3}>
            {card.name}
          </Text>
          {!card.href && (
            <Badge color="gray" c="gray.8" variant="light" size="xs" radius="sm">
              Not built yet
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" lh={1.4}>
          {card.description}
        </Text>
        {card.sections.length > 0 && (
          <Text size="xs" fw={500} c="gray.7" mt={4} className={classes.sections}>
            {card.sections.join(' · ')}
          </Text>
        )}
        {notBuilt.length > 0 && (
          <Text size="xs" c="dimmed" mt={card.sections.length > 0 ? 0 : 4} className={classes.sections}>
            {card.href
              ? `Not built yet: ${notBuilt.join(' · ')}`
              : `${notBuilt.join(' · ')}: coming in a later release`}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function ModuleCardLink({ card }: { card: ModuleCard }) {
  const common = {
    withBorder: true,
    padding: 'sm',
    radius: 'md',
    style: { '--card-accent': `var(--mantine-color-${card.color}-6)` },
  } as const;
  // A module none of whose screens is built is not a link: nothing would open behind it.
  if (!card.href) {
    return (
      <Card {...common} className={classes.planned} data-not-built>
        <CardBody card={card} />
      </Card>
    );
  }
  return (
    <Card {...common} component={Link} to={card.href} className={classes.card}>
      <CardBody card={card} />
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
