import type { SxProps, Theme } from '@mui/material/styles';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { passwordRules } from '@hearth/shared';
import { visuallyHidden } from './visually-hidden';

/** Live checklist of the new-password rules (spec 01 section 5, admin reset modal). */
export function PasswordRulesChecklist({ password, id, sx }: { password: string; id?: string; sx?: SxProps<Theme> }) {
  return (
    <List dense disablePadding aria-label="Password requirements" id={id} sx={sx}>
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <ListItem key={rule.label} disableGutters sx={{ py: 0.25 }}>
            <ListItemIcon sx={{ minWidth: 30 }}>
              {met ? (
                <CheckCircle fontSize="small" color="success" aria-hidden />
              ) : (
                <RadioButtonUnchecked fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={rule.label}
              secondary={met ? 'Met' : 'Not met yet'}
              slotProps={{
                primary: { sx: { color: met ? 'success.main' : 'text.primary' } },
                secondary: { sx: visuallyHidden },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
