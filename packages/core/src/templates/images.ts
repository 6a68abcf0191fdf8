/**
 * Every image the built-in templates ship, in one list a test holds to the rules: the file is in
 * the repository (under `apps/server/assets/templates/`), its licence lets anyone use it, its
 * source and author are named, and it has alt text. Keys are `{templateId}/{name}`.
 */
export const TEMPLATE_IMAGE_LICENCES = ['CC0-1.0', 'Public domain'] as const;
export type TemplateImageLicence = (typeof TEMPLATE_IMAGE_LICENCES)[number];

export interface TemplateImageInfo {
  /** Path under `apps/server/assets/templates/`, e.g. `salon/hero.jpg`. */
  file: string;
  /** What the picture shows, for people who cannot see it: the image element's alt text. */
  alt: string;
  /** Where the picture (or the clip art it is composed from) comes from. */
  source: string;
  author: string;
  licence: TemplateImageLicence;
}

export const TEMPLATE_IMAGES: Readonly<Record<string, TemplateImageInfo>> = {
  'salon/hero': {
    file: 'salon/hero.jpg',
    alt: 'Illustration of the studio: a green styling chair before a tall arched mirror, pendant lamps and ferns in terracotta pots',
    source:
      'Open Clip Art Library (Debian openclipart-svg): plants/trees/fern_mo_01.svg, plants/bamboo_danny_allen_r.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'mo, Danny Allen',
    licence: 'Public domain',
  },
  'salon/maya': {
    file: 'salon/maya.jpg',
    alt: 'Illustrated portrait of Maya Okafor, founder and colourist, with long dark hair lightening to caramel at the ends',
    source:
      'Open Clip Art Library (Debian openclipart-svg): plants/trees/fern_mo_01.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'mo',
    licence: 'Public domain',
  },
  'salon/tom': {
    file: 'salon/tom.jpg',
    alt: 'Illustrated portrait of Tom Reyes, senior stylist, with short dark hair and a trimmed beard',
    source:
      'Open Clip Art Library (Debian openclipart-svg): office/scissors_01.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Jon Phillips',
    licence: 'Public domain',
  },
  'salon/lena': {
    file: 'salon/lena.jpg',
    alt: 'Illustrated portrait of Lena Hart, stylist, with full auburn curls',
    source:
      'Open Clip Art Library (Debian openclipart-svg): plants/trees/fern_mo_01.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'mo',
    licence: 'Public domain',
  },
  'salon/studio-basins': {
    file: 'salon/studio-basins.jpg',
    alt: 'Illustration of the wash area: two back-wash basins with plum chairs, a stack of towels and a trailing fern',
    source:
      'Open Clip Art Library (Debian openclipart-svg): plants/trees/fern_mo_01.svg, plants/bamboo_danny_allen_r.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'mo, Danny Allen',
    licence: 'Public domain',
  },
  'salon/studio-shelf': {
    file: 'salon/studio-shelf.jpg',
    alt: 'Illustration of the studio shelves: bottles of shampoo and oil, folded towels, a round mirror and potted plants',
    source:
      'Open Clip Art Library (Debian openclipart-svg): plants/trees/fern_mo_01.svg, plants/bamboo_danny_allen_r.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'mo, Danny Allen',
    licence: 'Public domain',
  },
  'salon/tools': {
    file: 'salon/tools.jpg',
    alt: 'Flat lay of a stylist’s tools on a blush background: scissors, a comb, a round brush, hair clips and sprigs of juniper',
    source:
      'Open Clip Art Library (Debian openclipart-svg): office/scissors_01.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Jon Phillips',
    licence: 'Public domain',
  },
  'salon/shampoo': {
    file: 'salon/shampoo.jpg',
    alt: 'A cream pump bottle of Juniper Gentle Shampoo with a plum label, standing on a round plinth among ferns',
    source:
      'Open Clip Art Library (Debian openclipart-svg): plants/trees/fern_mo_01.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'mo',
    licence: 'Public domain',
  },
  'salon/oil': {
    file: 'salon/oil.jpg',
    alt: 'An amber dropper bottle of Finishing Oil with a cream label, beside a white flower on a round plinth',
    source:
      'Open Clip Art Library (Debian openclipart-svg): plants/flowers/magnolia_white_patricia__01.svg, plants/trees/fern_mo_01.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Patricia FIDI, mo',
    licence: 'Public domain',
  },
  'bakery/hero': {
    file: 'bakery/hero.jpg',
    alt: 'Illustration of the bakery counter: baskets of sourdough loaves on wooden shelves, croissants and buns on the counter under warm pendant lamps',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/bakery.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'bakery/loaves': {
    file: 'bakery/loaves.jpg',
    alt: 'Illustration of three sourdough loaves on a wooden board, one round and two long, with ears of wheat',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/bakery.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'bakery/pastries': {
    file: 'bakery/pastries.jpg',
    alt: 'Illustration of golden butter croissants on a baking tray, seen from above',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/bakery.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'bakery/cake': {
    file: 'bakery/cake.jpg',
    alt: 'Illustration of a three-layer celebration cake with lemon icing and berries on a cake stand',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/bakery.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'bakery/oven': {
    file: 'bakery/oven.jpg',
    alt: 'Illustration of the brick wood-fired oven with a fire burning inside and a loaf on a wooden peel',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/bakery.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'bakery/rye': {
    file: 'bakery/rye.jpg',
    alt: 'Illustration of a dark seeded rye loaf with a slice cut from it',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/bakery.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'bakery/buns': {
    file: 'bakery/buns.jpg',
    alt: 'Illustration of cardamom knots with pearl sugar on baking paper, seen from above',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/bakery.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'coach/hero': {
    file: 'coach/hero.jpg',
    alt: 'A path winding up over green hills towards the morning sun, in soft teal and gold.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/coach.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'coach/session': {
    file: 'coach/session.jpg',
    alt: 'A calm coaching room: two armchairs facing each other by a tall window, a low table with two cups and a large plant.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/coach.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'coach/portrait': {
    file: 'coach/portrait.jpg',
    alt: 'Ruth Adeyemi, a coach with short curly hair, in a terracotta top against a deep teal wall.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/coach.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'coach/notebook': {
    file: 'coach/notebook.jpg',
    alt: 'An open notebook with handwritten goals, a pen and a cup of coffee on a wooden desk, seen from above.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/coach.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'photographer/hero': {
    file: 'photographer/hero.jpg',
    alt: 'Sunrise over Derwentwater from Friar’s Crag: a couple stands on the rocks above the still lake, the fells layered behind them.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/photographer.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'photographer/elopement-ridge': {
    file: 'photographer/elopement-ridge.jpg',
    alt: 'A couple holding hands on the ridge of Cat Bells at sunset, her veil lifting in the wind, the valley in haze below.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/photographer.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'photographer/elopement-lake': {
    file: 'photographer/elopement-lake.jpg',
    alt: 'A wooden rowing boat with a couple in it on Buttermere in the early morning, mist on the water and the fells reflected.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/photographer.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'photographer/elopement-tarn': {
    file: 'photographer/elopement-tarn.jpg',
    alt: 'A couple dancing by Blea Tarn after dark under a sky full of stars, a lantern glowing on the grass beside them.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/photographer.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'photographer/elopement-woods': {
    file: 'photographer/elopement-woods.jpg',
    alt: 'A couple walking hand in hand along a path through tall pines at Tarn Hows, low sun falling between the trunks.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/photographer.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'photographer/landscape-winter': {
    file: 'photographer/landscape-winter.jpg',
    alt: 'A couple in warm coats exchanging vows on a snowy summit near Helvellyn under a pale winter sky.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/photographer.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'photographer/portrait-meadow': {
    file: 'photographer/portrait-meadow.jpg',
    alt: 'A woman in a long summer dress walking through tall grass on Latrigg in golden evening light, Skiddaw behind her.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/photographer.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'photographer/portrait-family': {
    file: 'photographer/portrait-family.jpg',
    alt: 'A family of four walking along the pebbly shore of Derwentwater, the two children running ahead towards the water.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/photographer.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'photographer/portrait-dog': {
    file: 'photographer/portrait-dog.jpg',
    alt: 'A woman sitting on the crag at Walla Crag with her spaniel beside her, looking out over the lake and the fells.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/photographer.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'photographer/about': {
    file: 'photographer/about.jpg',
    alt: 'A camera on a tripod on a grassy fellside at dawn, pointing out over a valley of mist towards the peaks.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/photographer.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'trades/hero': {
    file: 'trades/hero.jpg',
    alt: 'The white Whitaker Plumbing & Heating van parked on a Leeds street of red-brick terraced houses on a bright morning.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/trades.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'trades/boiler': {
    file: 'trades/boiler.jpg',
    alt: 'A new white combi boiler on a kitchen wall with its copper pipes neatly run below it and a smart thermostat beside it.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/trades.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'trades/bathroom': {
    file: 'trades/bathroom.jpg',
    alt: 'A newly fitted bathroom with white metro tiles, a walk-in shower with a glass screen, a wall-hung basin and a plant.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/trades.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'trades/tools': {
    file: 'trades/tools.jpg',
    alt: 'A plumber’s tools laid out on a dust sheet: pipe wrench, adjustable spanner, PTFE tape, a new tap cartridge and copper fittings.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/trades.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'trades/team': {
    file: 'trades/team.jpg',
    alt: 'The Whitaker team of four, side by side in navy work shirts with orange collars.',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/trades.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'restaurant/hero': {
    file: 'restaurant/hero.jpg',
    alt: 'Illustration of the dining room at dusk: oak tables set with wine glasses and candles under brass lamps, the harbour and a lobster boat through the windows',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/restaurant.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'restaurant/room': {
    file: 'restaurant/room.jpg',
    alt: 'Illustration of the long oak bar in the evening: shelves of bottles, wine glasses on the counter and red stools under brass lamps',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/restaurant.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'restaurant/fish': {
    file: 'restaurant/fish.jpg',
    alt: 'Illustration of a plate of wood-grilled hake with charred leeks and salsa verde on a linen cloth',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/restaurant.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'restaurant/oysters': {
    file: 'restaurant/oysters.jpg',
    alt: 'Illustration of six oysters on crushed ice with lemon wedges, seen from above',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/restaurant.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'restaurant/dessert': {
    file: 'restaurant/dessert.jpg',
    alt: 'Illustration of a slice of blueberry tart with a scoop of crème fraîche ice cream on a plate',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/restaurant.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'boutique/hero': {
    file: 'boutique/hero.jpg',
    alt: 'Illustration of the shop: linen shirts in oat and sage on a wooden rail, folded wool throws on a bench, stoneware mugs and a fern',
    source:
      'Open Clip Art Library (Debian openclipart-svg): plants/trees/fern_mo_01.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'mo',
    licence: 'Public domain',
  },
  'boutique/shirt': {
    file: 'boutique/shirt.jpg',
    alt: 'Illustration of a sage linen overshirt with horn buttons and a patch pocket on a wooden hanger',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/boutique.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'boutique/jumper': {
    file: 'boutique/jumper.jpg',
    alt: 'Illustration of a navy merino crew-neck jumper laid flat, with ribbed cuffs and hem',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/boutique.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'boutique/throw': {
    file: 'boutique/throw.jpg',
    alt: 'Illustration of three folded Donegal wool throws in moss, rust and ecru, stacked, with fringed edges',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/boutique.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'boutique/mugs': {
    file: 'boutique/mugs.jpg',
    alt: 'Illustration of two handmade stoneware mugs, one speckled white and one sea green',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/boutique.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'boutique/look-linen': {
    file: 'boutique/look-linen.jpg',
    alt: 'Illustration of a woman with a dark bob wearing the sage linen overshirt open over a white tee',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/boutique.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'boutique/look-knit': {
    file: 'boutique/look-knit.jpg',
    alt: 'Illustration of a man with short curly hair and a beard in a navy merino jumper, a moss wool throw behind him',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/boutique.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'boutique/look-table': {
    file: 'boutique/look-table.jpg',
    alt: 'Illustration of a pine table set for supper from above: stoneware mugs, terracotta linen napkins and lit beeswax candles',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/boutique.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'yoga/hero': {
    file: 'yoga/hero.jpg',
    alt: 'Line drawing of a woman in tree pose on a teal mat in a studio with a cedar floor, tall north windows and a fern',
    source:
      'Open Clip Art Library (Debian openclipart-svg): people/stylized_yoga_person_ger_06.svg, plants/trees/fern_mo_01.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Gerald G., mo',
    licence: 'Public domain',
  },
  'yoga/studio': {
    file: 'yoga/studio.jpg',
    alt: 'Illustration of the empty studio: a cedar floor, tall windows onto trees, rolled mats, cork blocks, bolsters and folded blankets',
    source:
      'Drawn for Tessera in scripts/template-images/recipes/yoga.mjs; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Tessera contributors',
    licence: 'CC0-1.0',
  },
  'yoga/flow': {
    file: 'yoga/flow.jpg',
    alt: 'Line drawing of a woman in warrior two pose, arms stretched wide, on a teal mat',
    source:
      'Open Clip Art Library (Debian openclipart-svg): people/stylized_yoga_person_ger_05.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Gerald G.',
    licence: 'Public domain',
  },
  'yoga/yin': {
    file: 'yoga/yin.jpg',
    alt: 'Line drawing of a woman sitting cross-legged in meditation under a paper lamp, beside a bolster and a folded blanket',
    source:
      'Open Clip Art Library (Debian openclipart-svg): people/stylized_yoga_person_ger_02.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Gerald G.',
    licence: 'Public domain',
  },
  'yoga/prenatal': {
    file: 'yoga/prenatal.jpg',
    alt: 'Line drawing of a woman in a gentle side stretch on a mat, with a bolster, blocks and a blanket beside her',
    source:
      'Open Clip Art Library (Debian openclipart-svg): people/stylized_yoga_person_ger_03.svg; composed for Tessera by scripts/template-images/compose.mjs',
    author: 'Gerald G.',
    licence: 'Public domain',
  },
};

/** The keys of one template's images. */
export function templateImageKeys(templateId: string): string[] {
  return Object.keys(TEMPLATE_IMAGES).filter((key) => key.startsWith(`${templateId}/`));
}

/** The image of this key; throws for an unknown one, a mistake in a template. */
export function templateImage(key: string): TemplateImageInfo {
  const info = TEMPLATE_IMAGES[key];
  if (!info) throw new Error(`No template image "${key}"`);
  return info;
}
