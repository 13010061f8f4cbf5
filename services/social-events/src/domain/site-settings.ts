// Site settings are grouped by type; only known types can be read.
export const SETTING_TYPES = ['site_settings'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export const isSettingType = (type: string): type is SettingType => (SETTING_TYPES as readonly string[]).includes(type);
