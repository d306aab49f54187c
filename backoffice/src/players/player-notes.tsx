import { Box, Button, Card, CardContent, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetManyReference, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useConsole } from '../common/use-console';
import { DateTimeField } from '../common/date-time-field';

interface Note {
  id: number;
  staff_id: number;
  text: string;
  created_at: string;
}

/** Staff's notes on the player, newest first, and a box to add one (support, compliance, finance, owner). */
export function PlayerNotes({ canAdd }: { canAdd: boolean }) {
  const player = useRecordContext<{ id: number }>();
  const actions = useConsole();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: notes = [], isPending } = useGetManyReference<Note>(
    'player_notes',
    {
      target: 'player_id',
      id: player?.id,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'DESC' },
    },
    { enabled: player !== undefined },
  );
  if (!player) return null;

  const add = async () => {
    setBusy(true);
    try {
      await actions.addNote(player.id, text.trim());
      setText('');
      notify('Note added', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The note was not saved', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      {canAdd && (
        <Box>
          <MuiTextField
            label="New note"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            fullWidth
          />
          <Button sx={{ mt: 1 }} variant="contained" disabled={busy || text.trim() === ''} onClick={add}>
            Add note
          </Button>
        </Box>
      )}
      {!isPending && notes.length === 0 && <Typography color="text.secondary">No notes yet</Typography>}
      {notes.map((note) => (
        <Card key={note.id} variant="outlined">
          <CardContent>
            <Typography variant="caption" color="text.secondary">
              Staff #{note.staff_id} · <DateTimeField record={note} source="created_at" />
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{note.text}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
