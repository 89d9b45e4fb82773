import Avatar from '@mui/material/Avatar';

export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`;
  return letters.toUpperCase() || '?';
}

type InitialsAvatarProps = { firstName?: string | null; lastName?: string | null; size?: number };

/** The user's initials in a round badge (top bar and profile). Decorative: the name is shown next to it. */
export function InitialsAvatar({ firstName, lastName, size = 36 }: InitialsAvatarProps) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 650,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {initials(firstName, lastName)}
    </Avatar>
  );
}
