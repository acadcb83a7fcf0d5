// @ts-check
/**
 * Every wallpaper of the three packages (Debian 12 versions: plasma-workspace-wallpapers 4:5.27.5-2,
 * mate-backgrounds 1.26.0-1, ukui-wallpapers 20.04.3-1.1) that is large enough and not rejected by its package's
 * own category was looked at by eye. Only the photographs below are used: the measured flatness check in
 * sources.mjs rejects vector art and gradients, but it cannot tell a painting or a 3D render from a photo.
 *
 * A photograph's `shows` is the alt text's subject ("Photograph of …"), so it says what is in the picture, not
 * what the site would like it to be. `subject` is where the main subject sits (0..1 of the width and height):
 * every crop keeps it inside, so the alt text stays true of the crop, and it becomes the crop's focus.
 * Sources without one (patterns, textures, wide scenes) are cropped anywhere and focused by sharp's attention.
 */

/** @typedef {{ shows: string, subject?: { x: number, y: number } }} ReviewedPhoto */

/** @type {Record<string, ReviewedPhoto>} */
export const PHOTOGRAPHS = {
  'plasma-workspace-wallpapers:BytheWater': {
    shows: 'the weathered boards of a jetty beside a lake under evening clouds',
    subject: { x: 0.55, y: 0.7 },
  },
  'plasma-workspace-wallpapers:ColdRipple': {
    shows: 'a wooden pier running into a lake in thick fog, in black and white',
    subject: { x: 0.5, y: 0.6 },
  },
  'plasma-workspace-wallpapers:ColorfulCups': { shows: 'rows of red, blue and pink plastic cups seen from above' },
  'plasma-workspace-wallpapers:DarkestHour': {
    shows: 'a still lake and wooded islands in blue fog before dawn',
    subject: { x: 0.5, y: 0.66 },
  },
  'plasma-workspace-wallpapers:EveningGlow': {
    shows: 'wooden rowing boats pulled up on a lake shore at sunset',
    subject: { x: 0.32, y: 0.8 },
  },
  'plasma-workspace-wallpapers:FallenLeaf': {
    shows: 'a dry maple leaf among fallen autumn leaves',
    subject: { x: 0.72, y: 0.72 },
  },
  'plasma-workspace-wallpapers:Grey': { shows: 'the curved bands of a modern building’s facade, in black and white' },
  'plasma-workspace-wallpapers:Kite': {
    shows: 'a rainbow-coloured kite in a deep blue sky with white clouds',
    subject: { x: 0.68, y: 0.37 },
  },
  'plasma-workspace-wallpapers:OneStandsOut': {
    shows: 'star-shaped green moss seen from above, with one orange shoot',
    subject: { x: 0.64, y: 0.5 },
  },
  'plasma-workspace-wallpapers:Path': {
    shows: 'a narrow footpath through a dark spruce forest',
    subject: { x: 0.27, y: 0.75 },
  },
  'plasma-workspace-wallpapers:summer_1am': {
    shows: 'a calm lake with reeds under a pink and violet sky after sunset',
  },
  'mate-backgrounds:nature/Aqua': { shows: 'a drop splashing into water, close up', subject: { x: 0.78, y: 0.78 } },
  'mate-backgrounds:nature/Blinds': { shows: 'the ribs of a bright green leaf lit from behind' },
  'mate-backgrounds:nature/Dune': { shows: 'dune grass in the wind with the sea behind' },
  'mate-backgrounds:nature/FreshFlower': { shows: 'the petals of an orange flower, close up' },
  'mate-backgrounds:nature/Garden': { shows: 'a red and yellow marigold in a garden', subject: { x: 0.75, y: 0.62 } },
  'mate-backgrounds:nature/LadyBird': {
    shows: 'a ladybird on a grass stem among forget-me-nots',
    subject: { x: 0.7, y: 0.56 },
  },
  'mate-backgrounds:nature/RainDrops': { shows: 'raindrops on green leaves and grass' },
  'mate-backgrounds:nature/Storm': { shows: 'dark storm clouds over fields, seen from a moving car' },
  'mate-backgrounds:nature/TwoWings': {
    shows: 'two dandelion seeds in front of orange flowers',
    subject: { x: 0.75, y: 0.4 },
  },
  'mate-backgrounds:nature/Wood': { shows: 'pale weathered wooden boards, close up' },
  'mate-backgrounds:nature/YellowFlower': {
    shows: 'a yellow flower against a dark background',
    subject: { x: 0.8, y: 0.6 },
  },
}

/**
 * Looked at and not photographs (illustrations, paintings, 3D renders), with why. Listed so that they are
 * skipped without being decoded, and so that a wallpaper nobody has looked at stands out (sources.mjs).
 * @type {Record<string, string>}
 */
export const ARTWORK = {
  'plasma-workspace-wallpapers:Altai': 'low-poly mountain illustration',
  'plasma-workspace-wallpapers:Autumn': 'painting of a tree and a girl',
  'plasma-workspace-wallpapers:Canopee': 'vector illustration',
  'plasma-workspace-wallpapers:Cascade': 'vector illustration',
  'plasma-workspace-wallpapers:Cluster': 'abstract hexagons',
  'plasma-workspace-wallpapers:Elarun': 'abstract vector art',
  'plasma-workspace-wallpapers:Flow': 'abstract hexagon render',
  'plasma-workspace-wallpapers:FlyingKonqui': 'cartoon of the KDE mascot',
  'plasma-workspace-wallpapers:Honeywave': 'abstract vector art',
  'plasma-workspace-wallpapers:IceCold': 'abstract vector art',
  'plasma-workspace-wallpapers:Kay': 'abstract vector art',
  'plasma-workspace-wallpapers:Kokkini': 'abstract vector art',
  'plasma-workspace-wallpapers:MilkyWay': 'abstract particle art',
  'plasma-workspace-wallpapers:Opal': 'abstract vector art',
  'plasma-workspace-wallpapers:PastelHills': 'low-poly illustration',
  'plasma-workspace-wallpapers:Patak': 'abstract 3D render',
  'plasma-workspace-wallpapers:SafeLanding': 'painted illustration of a rocket in a landscape',
  'plasma-workspace-wallpapers:Shell': 'abstract 3D render',
  'plasma-workspace-wallpapers:Volna': 'abstract low-poly render',
  'ukui-wallpapers:2004default': 'abstract render with a logo',
  'ukui-wallpapers:calla': 'vector illustration of a calla lily',
  'ukui-wallpapers:city': 'flat vector shapes',
  'ukui-wallpapers:desert': 'flat vector shapes',
  'ukui-wallpapers:firstgeneration': 'illustration of a robot head',
  'ukui-wallpapers:fluent-color': 'abstract 3D render',
  'ukui-wallpapers:focal-ubuntukylin': 'gradient with a logo',
  'ukui-wallpapers:goldfish': 'vector illustration of a goldfish',
  'ukui-wallpapers:rhythm': 'abstract 3D render',
  'ukui-wallpapers:rollpaper': 'flat vector shapes',
  'ukui-wallpapers:string': 'abstract 3D render',
  'ukui-wallpapers:the-mouse': 'neon illustration of a mouse',
}
