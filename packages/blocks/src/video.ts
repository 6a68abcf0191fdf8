/**
 * A YouTube or Vimeo link as a privacy-enhanced embed address (youtube-nocookie, Vimeo with
 * do-not-track), or null for a plain video file.
 */
export function videoEmbed(
  src: string,
  options: { autoplay: boolean; loop: boolean },
): string | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  const params = new URLSearchParams();
  if (options.autoplay) params.set('autoplay', '1');
  if (options.autoplay) params.set('mute', '1');
  let id: string | null = null;
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    id =
      url.searchParams.get('v') ??
      url.pathname.match(/^\/(?:embed|shorts)\/([\w-]{6,})/)?.[1] ??
      null;
  } else if (host === 'youtu.be') {
    id = url.pathname.slice(1).split('/')[0] || null;
  }
  if (id && /^[\w-]{6,}$/.test(id)) {
    if (options.loop) {
      params.set('loop', '1');
      params.set('playlist', id);
    }
    const query = params.toString();
    return `https://www.youtube-nocookie.com/embed/${id}${query ? `?${query}` : ''}`;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeoId = url.pathname.match(/(\d{5,})/)?.[1];
    if (!vimeoId) return null;
    params.set('dnt', '1');
    if (options.autoplay) params.set('muted', '1');
    if (options.loop) params.set('loop', '1');
    return `https://player.vimeo.com/video/${vimeoId}?${params.toString()}`;
  }
  return null;
}
