import ChatIcon from '@mui/icons-material/Chat';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ChatConsoleAnswer } from '../../../contract/backoffice';
import { api } from '../http';

/**
 * "Chat": the agent console in a tab of its own (the sandbox's signs the staff member in with this session; a chat
 * provider's has its own sign-in). Hidden when the server names none.
 */
export function ChatMenuItem() {
  const { data } = useQuery({
    queryKey: ['chat'],
    queryFn: () => api<ChatConsoleAnswer>('/chat'),
    staleTime: Infinity,
  });
  if (!data?.agent_console_url) return null;
  return (
    <MenuItem component="a" href={data.agent_console_url} target="_blank" rel="noopener">
      <ListItemIcon>
        <ChatIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Chat</ListItemText>
      <OpenInNewIcon fontSize="small" color="action" aria-hidden />
    </MenuItem>
  );
}
