import { useField } from 'formik';
import toast from 'react-hot-toast';
import type { TFunction } from 'i18next';
import { useImageUpload } from './useImageUpload';

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
 * answering `{ url }`, see useImageUpload): sets and touches the field with the address it answers.
 */
export function useImageLinkUpload(name: string, uploadPath: string, texts: ImageLinkUploadTexts) {
  const [, , helpers] = useField<string>(name);
  return useImageUpload(uploadPath, {
    t: texts.t,
    wrongType: texts.wrongType,
    onUploaded: async (body) => {
      const url = urlOf(body);
      if (!url) return texts.noAddress;
      await helpers.setValue(url);
      await helpers.setTouched(true, false);
      toast.success(texts.done);
      return null;
    },
  });
}
