import { useField } from 'formik';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { TFunction } from 'i18next';
import { uploadFailureText } from './RecordImageUpload';
import { isImageFile, uploadRecordFile } from './uploadRecordFile';

/** The uploaded picture's address as the api answers it (`{ url }`). */
function urlOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const url = (body as Record<string, unknown>)['url'];
  return typeof url === 'string' && url !== '' ? url : null;
}

/** The texts of a picture upload, in the caller's namespace. */
export interface ImageLinkUploadTexts {
  t: TFunction;
  wrongType: string;
  noAddress: string;
  done: string;
}

/**
 * A form field holding a picture's address, filled in by an upload (JPG or PNG through a gateway route
 * answering `{ url }`): checks the file, uploads it, sets and touches the field, and words a refusal
 * like every other error. `input` is the file input, cleared after each try.
 */
export function useImageLinkUpload(name: string, uploadPath: string, texts: ImageLinkUploadTexts) {
  const [, , helpers] = useField<string>(name);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    if (!isImageFile(file)) {
      setError(texts.wrongType);
      return;
    }
    setBusy(true);
    try {
      const result = await uploadRecordFile(uploadPath, file);
      if (!result.ok) {
        setError(uploadFailureText(result.failure, texts.t));
        return;
      }
      const url = urlOf(result.body);
      if (!url) {
        setError(texts.noAddress);
        return;
      }
      await helpers.setValue(url);
      await helpers.setTouched(true, false);
      toast.success(texts.done);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return { input, busy, error, upload };
}
