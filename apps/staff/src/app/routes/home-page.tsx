import { Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { moduleLandingPath, pickableModules, roleExpiration } from '@lendline/permissions';
import { Link } from 'react-router';
import { useSession } from '../../features/session/session-context.ts';

function NoModules() {
  const { role } = useSession();
  if (role?.state === 'expired') {
    return (
      <Text c="dimmed">
        {roleExpiration(role.expireIn, new Date()).message} Ask an administrator to renew it.
      </Text>
    );
  }
  if (role?.state === 'inactive' || !role) {
    return (
      <Text c="dimmed">Your role is not active, so no modules are open to you. Ask an administrator.</Text>
    );
  }
  return <Text c="dimmed">Your role does not open any module yet. Ask an administrator for access.</Text>;
}

/** The modules the role may pick (spec §6), each opening on its first permitted sidebar entry. */
export function HomePage() {
  const { user, permissions } = useSession();
  const modules = pickableModules(permissions).flatMap((module) => {
    const href = moduleLandingPath(permissions, module.id);
    return href ? [{ ...module, href }] : [];
  });

  return (
    <Container size="lg" py="md">
      <Title order={1} fz="h2">
        Welcome{user?.name ? `, ${user.name}` : ''}
      </Title>
      <Text c="dimmed" mb="lg">
        Choose a module to work in.
      </Text>
      {modules.length === 0 ? (
        <NoModules />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" component="ul" p={0} m={0}>
          {modules.map((module) => (
            <li key={module.id} style={{ listStyle: 'none' }}>
              <Card component={Link} to={module.href} withBorder padding="md" h="100%">
                <Text fw={600}>{module.name}</Text>
                <Text size="sm" c="dimmed">
                  {module.menus.map((menu) => menu.menu).join(' · ')}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
