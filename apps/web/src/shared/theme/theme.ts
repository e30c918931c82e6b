/** Design tokens for the light and dark themes; components read them through styled-components. */
export interface FlyerdeskTheme {
  name: 'light' | 'dark';
  colors: {
    background: string;
    surface: string;
    surfaceAlt: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryText: string;
    danger: string;
    warning: string;
    success: string;
    info: string;
    focus: string;
    sidebar: string;
    sidebarText: string;
    sidebarActive: string;
    /** Sidebar entry under the pointer or keyboard focus. */
    sidebarHover: string;
    /** Dimmed backdrop behind dialogs and the mobile sidebar. */
    overlay: string;
  };
  status: Record<'INACTIVE' | 'READY_FOR_ACTIVATION' | 'ACTIVE' | 'READY_FOR_DISACTIVATION' | 'DELETED' | 'IMPORTED', string>;
  space: (n: number) => string;
  radius: string;
  font: { family: string; mono: string; size: { sm: string; md: string; lg: string; xl: string } };
  shadow: string;
  breakpoints: { mobileMax: string };
  layout: { sidebarWidth: string; navbarHeight: string };
}

const base = {
  space: (n: number) => `${n * 4}px`,
  radius: '6px',
  font: {
    family: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
    size: { sm: '0.8125rem', md: '0.9375rem', lg: '1.125rem', xl: '1.5rem' },
  },
  breakpoints: { mobileMax: '767px' },
  layout: { sidebarWidth: '248px', navbarHeight: '56px' },
};

export const lightTheme: FlyerdeskTheme = {
  ...base,
  name: 'light',
  colors: {
    background: '#f4f5f7',
    surface: '#ffffff',
    surfaceAlt: '#f0f2f5',
    border: '#d8dce3',
    text: '#1d2330',
    textMuted: '#5b6475',
    primary: '#c4122f',
    primaryText: '#ffffff',
    danger: '#b42318',
    warning: '#9a6700',
    success: '#1a7f37',
    info: '#0b5cad',
    focus: '#2f6feb',
    sidebar: '#1f2533',
    sidebarText: '#d5d9e2',
    sidebarActive: '#c4122f',
    sidebarHover: '#2c3446',
    overlay: 'rgba(16, 24, 40, 0.55)',
  },
  status: {
    INACTIVE: '#6b7280',
    READY_FOR_ACTIVATION: '#9a6700',
    ACTIVE: '#1a7f37',
    READY_FOR_DISACTIVATION: '#b54708',
    DELETED: '#b42318',
    IMPORTED: '#0b5cad',
  },
  shadow: '0 1px 3px rgba(16, 24, 40, 0.12)',
};

export const darkTheme: FlyerdeskTheme = {
  ...base,
  name: 'dark',
  colors: {
    background: '#11151c',
    surface: '#1a1f29',
    surfaceAlt: '#222835',
    border: '#323a4a',
    text: '#e6e9ef',
    textMuted: '#a3acbd',
    primary: '#ff5a6e',
    primaryText: '#11151c',
    danger: '#ff7b72',
    warning: '#e3b341',
    success: '#56d364',
    info: '#79c0ff',
    focus: '#79c0ff',
    sidebar: '#0c0f14',
    sidebarText: '#c3c9d6',
    sidebarActive: '#ff5a6e',
    sidebarHover: '#1b2130',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  status: {
    INACTIVE: '#a3acbd',
    READY_FOR_ACTIVATION: '#e3b341',
    ACTIVE: '#56d364',
    READY_FOR_DISACTIVATION: '#ffa657',
    DELETED: '#ff7b72',
    IMPORTED: '#79c0ff',
  },
  shadow: '0 1px 3px rgba(0, 0, 0, 0.5)',
};
