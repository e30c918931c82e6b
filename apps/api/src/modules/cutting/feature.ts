/** The api's switch for offers recognition (page cutting). */
import { conflict } from '../../http/errors';

export function offersRecognitionDisabled() {
  return conflict('OFFERS_RECOGNITION_DISABLED', 'Offers recognition feature is disabled');
}
