import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { isActive, isGroup, type NavGroupItem, type NavItem, type NavLinkItem } from './nav-items';

export const SIDEBAR_WIDTH = 248;

const itemSx = {
  borderRadius: 2,
  mx: 1.5,
  mb: 0.5,
  '&.Mui-selected': {
    bgcolor: 'rgba(15, 92, 99, 0.1)',
    color: 'primary.dark',
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
  '&.Mui-selected:hover': { bgcolor: 'rgba(15, 92, 99, 0.16)' },
} as const;

function LinkItem({
  item,
  onNavigate,
  nested = false,
}: {
  item: NavLinkItem;
  onNavigate: () => void;
  nested?: boolean;
}) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  const Icon = item.icon;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={NavLink}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ ...itemSx, pl: nested ? 7 : 2 }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
        )}
        <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: active ? 650 : 500 } } }} />
      </ListItemButton>
    </ListItem>
  );
}

function GroupItem({ item, onNavigate }: { item: NavGroupItem; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const containsActive = item.children.some((child) => isActive(child, pathname));
  const [open, setOpen] = useState(true);
  const Icon = item.icon;
  const id = `nav-group-${item.label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={id} sx={itemSx}>
        <ListItemIcon sx={{ minWidth: 40, color: containsActive ? 'primary.main' : undefined }}>
          <Icon />
        </ListItemIcon>
        <ListItemText
          primary={item.label}
          slotProps={{ primary: { sx: { fontWeight: containsActive ? 650 : 500 } } }}
        />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={id} disablePadding>
          {item.children.map((child) => (
            <LinkItem key={child.to} item={child} onNavigate={onNavigate} nested />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

type SidebarProps = {
  items: readonly NavItem[];
  /** Phones: a temporary drawer opened from the top bar's menu button. */
  temporary: boolean;
  open: boolean;
  onClose: () => void;
};

export function Sidebar({ items, temporary, open, onClose }: SidebarProps) {
  const content = (
    <nav aria-label="Main navigation">
      <Toolbar />
      <List sx={{ pt: 2 }}>
        {items.map((item) =>
          isGroup(item) ? (
            <GroupItem key={item.label} item={item} onNavigate={onClose} />
          ) : (
            <LinkItem key={item.to} item={item} onNavigate={onClose} />
          ),
        )}
      </List>
    </nav>
  );
  const paperSx = {
    width: SIDEBAR_WIDTH,
    boxSizing: 'border-box',
    borderRight: 1,
    borderColor: 'divider',
    bgcolor: 'background.paper',
  } as const;

  if (temporary) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: paperSx } }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer variant="permanent" sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }} slotProps={{ paper: { sx: paperSx } }}>
      {content}
    </Drawer>
  );
}
