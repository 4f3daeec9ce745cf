// Its own module so the bundler can split the toast renderer from the toast store that every page uses.
export { Notifications } from '@mantine/notifications';
