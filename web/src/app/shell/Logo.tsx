import { Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import classes from './Shell.module.css';

export function Logo({ merchantName }: { merchantName: string }) {
  return (
    <UnstyledButton component={Link} to="/index" className={classes.logo} data-testid="logo">
      <Text component="span" className={classes.logoMark} aria-hidden>
        {merchantName.slice(0, 1).toUpperCase()}
      </Text>
      <Text component="span" className={classes.logoText}>
        {merchantName}
      </Text>
    </UnstyledButton>
  );
}
