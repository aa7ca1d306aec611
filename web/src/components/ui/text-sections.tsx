import { useSchoolText } from '../../content/school-text';
import type { TextSection } from '../../content/types';

/** Static prose (about, terms, privacy): one h2 per section. */
export function TextSections({ sections }: { sections: TextSection[] }) {
  const t = useSchoolText();
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="prose-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{t(paragraph)}</p>
          ))}
        </section>
      ))}
    </>
  );
}
