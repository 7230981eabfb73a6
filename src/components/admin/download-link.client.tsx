'use client';

import { useDocumentInfo, useFormFields } from '@payloadcms/ui';

type Props = { path: string; downloadPath: string };

/** The download link in each row of an `uploadedFilesField`: the collection's access-checked route, as a download. */
export function DownloadLink({ path, downloadPath }: Props) {
  const { id } = useDocumentInfo();
  const rowPath = path.split('.').slice(0, -1).join('.');
  const fileId = useFormFields(([fields]) => fields[`${rowPath}.fileId`]?.value);
  const name = useFormFields(([fields]) => fields[`${rowPath}.name`]?.value);
  if (!id || typeof fileId !== 'string') return null;
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href={`${downloadPath}/${encodeURIComponent(String(id))}/${encodeURIComponent(fileId)}`} download>
        Download {typeof name === 'string' ? name : 'the file'}
      </a>
    </p>
  );
}
