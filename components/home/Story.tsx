import type { HomeCopy } from '@/lib/content/copy';
import styles from './story.module.css';

/** "Our story": the promises under the product grid (home story). */
export function Story({ story }: { story: HomeCopy['story'] }) {
  return (
    <section {...story.blok} id="story" className={styles.story} aria-labelledby="story-heading">
      <div className="container">
        <div className={styles.intro}>
          {story.eyebrow ? <p className="eyebrow">{story.eyebrow}</p> : null}
          <h2 id="story-heading" className={styles.heading}>
            {story.heading ?? story.eyebrow ?? 'Our story'}
          </h2>
        </div>
        <ul className={styles.points}>
          {story.points.map((point) => (
            <li key={point.title} {...point.blok}>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p className={styles.pointText}>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
