import 'styled-components';
import type { FlyerdeskTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends FlyerdeskTheme {}
}
