import { useSearchParams } from 'react-router-dom';
import { ChannelsScreen } from './ChannelsScreen';
import { ReelsScreen } from './ReelsScreen';
import { SECTION_PARAM } from './ReelsNav';

/**
 * Reels (/reels; EDITOR_REELS lands here, ADMIN and ROOT too): the reels of the user's channels and
 * the channels themselves, one section at a time (`?view=channels`), each a live list with its record
 * form built with the resource kit.
 */
export default function ReelsPage() {
  const [params] = useSearchParams();
  return params.get(SECTION_PARAM) === 'channels' ? <ChannelsScreen /> : <ReelsScreen />;
}
