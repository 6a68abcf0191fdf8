/**
 * Which referrers are search engines, social networks, webmail and referrer spam.
 *
 * Host entries match the host itself and any subdomain ('facebook.com' matches 'l.facebook.com').
 * An entry ending in '.*' matches that name under any top-level domain, including two-part ones
 * ('google.*' matches 'google.de' and 'www.google.co.uk').
 */

export const SEARCH_HOSTS: readonly string[] = [
  'google.*',
  'bing.com',
  'duckduckgo.com',
  'search.yahoo.com',
  'yahoo.com',
  'baidu.com',
  'yandex.*',
  'ecosia.org',
  'startpage.com',
  'search.brave.com',
  'qwant.com',
  'naver.com',
  'seznam.cz',
  'kagi.com',
];

export const SOCIAL_HOSTS: readonly string[] = [
  'facebook.com',
  'fb.com',
  'instagram.com',
  't.co',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'lnkd.in',
  'pinterest.*',
  'reddit.com',
  'youtube.com',
  'youtu.be',
  'tiktok.com',
  'threads.net',
  'bsky.app',
  'mastodon.social',
  'wa.me',
  'whatsapp.com',
  'snapchat.com',
  'vk.com',
  'tumblr.com',
];

export const WEBMAIL_HOSTS: readonly string[] = [
  'mail.google.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.yahoo.com',
  'mail.proton.me',
  'mail.aol.com',
];

/** Any host whose first label is one of these is a webmail ('mail.example.com', 'webmail.example.org'). */
export const WEBMAIL_FIRST_LABELS: readonly string[] = ['mail', 'webmail'];

/** Names an owner may put in utm_source for each kind of source (compared in lower case). */
export const SEARCH_SOURCE_NAMES: readonly string[] = [
  'google',
  'bing',
  'duckduckgo',
  'yahoo',
  'baidu',
  'yandex',
  'ecosia',
  'startpage',
  'brave',
  'qwant',
  'naver',
  'seznam',
  'kagi',
];

export const SOCIAL_SOURCE_NAMES: readonly string[] = [
  'facebook',
  'fb',
  'instagram',
  'ig',
  'twitter',
  'x',
  'linkedin',
  'pinterest',
  'reddit',
  'youtube',
  'tiktok',
  'threads',
  'bluesky',
  'bsky',
  'mastodon',
  'whatsapp',
  'snapchat',
  'vk',
  'tumblr',
];

export const EMAIL_SOURCE_NAMES: readonly string[] = [
  'newsletter',
  'email',
  'e-mail',
  'mail',
  'gmail',
  'outlook',
  'mailchimp',
];

/** utm_medium values for each kind of source (compared in lower case). */
export const EMAIL_MEDIUMS: readonly string[] = ['email', 'e-mail', 'newsletter', 'mail'];
export const SOCIAL_MEDIUMS: readonly string[] = [
  'social',
  'social-media',
  'social_media',
  'sm',
  'social_network',
  'social-network',
  'paid-social',
  'paidsocial',
];
export const SEARCH_MEDIUMS: readonly string[] = [
  'organic',
  'cpc',
  'ppc',
  'paidsearch',
  'paid-search',
  'search',
];

/** Android apps that open links with an android-app:// referrer, by package name (or its prefix). */
export const EMAIL_APPS: readonly string[] = [
  'com.google.android.gm',
  'com.microsoft.office.outlook',
  'com.yahoo.mobile.client.android.mail',
  'ch.protonmail.android',
  'com.samsung.android.email',
];
export const SEARCH_APPS: readonly string[] = ['com.google.android.googlequicksearchbox'];
export const SOCIAL_APPS: readonly string[] = [
  'com.twitter',
  'com.facebook',
  'com.instagram',
  'com.linkedin',
  'com.pinterest',
  'com.reddit',
  'com.zhiliaoapp.musically',
  'com.ss.android.ugc',
  'com.whatsapp',
  'org.telegram',
  'com.google.android.youtube',
  'com.snapchat',
];

/** Well-known referrer-spam domains; a view with such a referrer is not counted. */
export const SPAM_HOSTS: readonly string[] = [
  '100dollars-seo.com',
  '1-free-share-buttons.com',
  '4webmasters.org',
  '7makemoneyonline.com',
  'best-seo-offer.com',
  'best-seo-solution.com',
  'bestwebsitesawards.com',
  'blackhatworth.com',
  'buttons-for-website.com',
  'buttons-for-your-website.com',
  'buy-cheap-online.info',
  'cenoval.ru',
  'darodar.com',
  'econom.co',
  'erot.co',
  'event-tracking.com',
  'fix-website-errors.com',
  'floating-share-buttons.com',
  'free-share-buttons.com',
  'free-social-buttons.com',
  'get-free-social-traffic.com',
  'get-free-traffic-now.com',
  'googlsucks.com',
  'hulfingtonpost.com',
  'ilovevitaly.com',
  'ilovevitaly.ru',
  'kambasoft.com',
  'o-o-6-o-o.com',
  'o-o-8-o-o.com',
  'priceg.com',
  'ranksonic.info',
  'savetubevideo.com',
  'screentoolkit.com',
  'semalt.com',
  'sharebutton.net',
  'sharebutton.to',
  'simple-share-buttons.com',
  'social-buttons.com',
  'success-seo.com',
  'traffic2money.com',
  'trafficmonetize.com',
  'videos-for-your-business.com',
  'webmonetizer.net',
  'website-analyzer.info',
];
