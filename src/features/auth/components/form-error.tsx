import Alert from '@mui/material/Alert';

/** A server error under a form; role="alert" so that it is announced. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {message}
    </Alert>
  );
}
