import Box from '@mui/material/Box';
import { useMessages } from '../i18n';

/** Screen readers hear that the page is loading (a placeholder stands where its content will be). */
export function LoadingNote() {
  const loading = useMessages().common.loading;
  return (
    <Box
      role="status"
      sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' }}
    >
      {loading}
    </Box>
  );
}
