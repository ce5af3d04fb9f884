// The preset avatars (STATIC 0..n-1) the simulator draws itself: a face on a colour of its own.
export function presetAvatar(preset: number): string {
  const hue = (preset * 137) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
<rect width="120" height="120" rx="60" fill="hsl(${hue},60%,48%)"/>
<circle cx="60" cy="48" r="22" fill="#ffffffdd"/><path d="M22 104c6-22 22-32 38-32s32 10 38 32" fill="#ffffffdd"/>
<text x="100" y="112" fill="#fff" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="end">${preset}</text></svg>`;
}
