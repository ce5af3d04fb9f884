// The toasts' container alone, for a dynamic import: importing '@mantine/notifications' itself
// dynamically would keep all of that package in the first load beside the static `notifications`.
export { Notifications } from '@mantine/notifications';
