import styles from './story.module.css';

const POINTS = [
  {
    title: 'Roasted to order',
    text: 'Beans are roasted in small batches every Monday and Thursday, and leave us within two days.',
  },
  {
    title: 'Subscribe on your terms',
    text: 'Choose how often it arrives, skip a delivery, or cancel in two clicks. No minimum term.',
  },
  {
    title: 'Sourced with care',
    text: 'We buy directly from growers we know, and pack everything in recyclable or compostable bags.',
  },
];

/** "Our story": three promises under the product grid. */
export function Story() {
  return (
    <section id="story" className={styles.story} aria-labelledby="story-heading">
      <div className="container">
        <div className={styles.intro}>
          <p className="eyebrow">Our story</p>
          <h2 id="story-heading" className={styles.heading}>
            A small roastery with a long memory for what you like.
          </h2>
        </div>
        <ul className={styles.points}>
          {POINTS.map((point) => (
            <li key={point.title}>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p className={styles.pointText}>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
