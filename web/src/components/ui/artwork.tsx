import type { SiteImage } from '@school/common';
import bollywoodVocal from '../../assets/instruments/bollywood-vocal.svg?raw';
import guitar from '../../assets/instruments/guitar.svg?raw';
import hindustaniVocal from '../../assets/instruments/hindustani-vocal.svg?raw';
import music from '../../assets/instruments/music.svg?raw';
import piano from '../../assets/instruments/piano.svg?raw';
import tabla from '../../assets/instruments/tabla.svg?raw';
import { Picture } from './picture';

/** Our own illustrations (flat SVG, 8 : 5, drawn for the school), by course slug. */
const ART: Record<string, string> = {
  guitar,
  piano,
  tabla,
  'hindustani-vocal': hindustaniVocal,
  'bollywood-vocal': bollywoodVocal,
};

/** The illustration for a course's slug or a subject's name ("Hindustani Vocal"); a note for anything else. */
export function artFor(key: string): string {
  return ART[key.toLowerCase().trim().replace(/\s+/g, '-')] ?? music;
}

/**
 * An image slot: the school's own photo once uploaded, our illustration until then. Both fill the same 8 : 5 box,
 * so a photo arriving later changes nothing around it. The illustration is decoration (hidden from assistive tech);
 * the photo carries the alt text the school gave it.
 */
export function ImageSlot({
  image,
  art,
  sizes,
  className,
}: {
  image?: SiteImage | null;
  art: string;
  sizes: string;
  className: string;
}) {
  if (image) return <Picture image={image} sizes={sizes} className={`image-slot ${className}`} />;
  return <div className={`image-slot ${className}`} aria-hidden="true" dangerouslySetInnerHTML={{ __html: art }} />;
}
