import { useRef, useState } from 'react';
import type { describeError } from '../errors/describeError';
import { isImageFile, uploadFailureText, uploadRecordFile } from './uploadRecordFile';

export interface ImageUploadOptions {
  /** Words a refused upload like every other error. */
  t: Parameters<typeof describeError>[1];
  /** Under the field when the chosen file is not a JPG or PNG. */
  wrongType: string;
  /** After the route took the file, with its answer: an error text to show, or nothing when all went well. */
  onUploaded: (body: unknown) => Promise<string | null | void> | string | null | void;
}

/**
 * A picture sent to a gateway upload route from a file input: checks the file, uploads it, keeps the
 * busy state and the error shown under the field, and clears `input` after each try.
 */
export function useImageUpload(uploadPath: string, { t, wrongType, onUploaded }: ImageUploadOptions) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (!isImageFile(file)) {
      setError(wrongType);
      return;
    }
    setBusy(true);
    try {
      const result = await uploadRecordFile(uploadPath, file);
      const problem = result.ok ? await onUploaded(result.body) : uploadFailureText(result.failure, t);
      if (problem) setError(problem);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return { input, busy, error, upload };
}
