import Avatar, { type AvatarProps } from '@mui/material/Avatar';

export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`;
  return letters.toUpperCase() || '?';
}

/** The user's initials in a round badge (top bar and profile). Decorative: the name is shown next to it. */
export function InitialsAvatar({ firstName, lastName, size = 36, sx, ...props }: AvatarProps & { firstName?: string | null; lastName?: string | null; size?: number }) {
  return (
    <Avatar
      aria-hidden
      {...props}
      sx={[
        { width: size, height: size, fontSize: size * 0.4, fontWeight: 650, bgcolor: 'secondary.main', color: 'secondary.contrastText' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials(firstName, lastName)}
    </Avatar>
  );
}
