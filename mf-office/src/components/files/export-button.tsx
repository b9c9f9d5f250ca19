// "Export CSV": the file fetched with the office's session and saved under its name, a failure
// said beside the button. A plain link would save whatever came back as the file, a session that
// had ended (401) or a refusal included; this asks again to sign in, as every other call does.
import { useState } from 'react';
import { Alert, Button } from '@mimea/shared/ui/controls';
import { faultMessage } from '../../domain/office-fault';
import type { OfficeApi } from '../../domain/office-api';
import { useOfficeSession } from '../session/session-context';
import { saveFile } from './save-file';

export interface ExportButtonProps {
  /** The file as the service makes it, for what the page shows now. */
  file: (api: OfficeApi) => Promise<Blob>;
  filename: string;
  size?: 'small' | 'medium';
}

export function ExportButton({ file, filename, size = 'medium' }: ExportButtonProps) {
  const { run } = useOfficeSession();
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const exportFile = async () => {
    setExporting(true);
    setFailure(null);
    try {
      saveFile(await run(file), filename);
    } catch (error) {
      setFailure(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <Button variant="outlined" size={size} onClick={() => void exportFile()} disabled={exporting}>
        {exporting ? 'Exporting…' : 'Export CSV'}
      </Button>
      {failure !== null && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }} onClose={() => setFailure(null)}>
          {faultMessage(failure)}
        </Alert>
      )}
    </>
  );
}
