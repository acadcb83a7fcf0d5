import { pressKitFolderUrl } from '../../../service-settings'
import { picture } from '../../../content/pictures'
import { brandLogoFiles } from '../../../content/brand-logos'
import { formatPressDate, pressPhotos, pressReleases } from '../../../content/press'
import { ExternalLink } from '../../../components/ExternalLink'
import { Picture } from '../../../components/Picture'
import { button } from '../../../styles/button'
import { card, cardTitle, container, section, sectionTitle } from '../../../styles/layout.css'
import * as pageStyles from '../pages.css'
import * as styles from '../PressKitPage.css'

/** Press kit: photos, logos and press releases to download, and the link to the full press kit folder. */
export function PressResources() {
  return (
    <section id="press-resources" className={section} aria-labelledby="resources-title">
      <div className={container}>
        <h2 id="resources-title" className={sectionTitle}>
          Press resources
        </h2>
        <div className={styles.resources}>
          <article className={card} aria-labelledby="photos-title">
            <h3 id="photos-title" className={cardTitle}>
              High-resolution tour photos
            </h3>
            <p className={pageStyles.muted}>
              Four pictures from our tours, {picture(pressPhotos[0].name).width} × {picture(pressPhotos[0].name).height}{' '}
              pixels (WebP), free for editorial use.
            </p>
            <ul className={styles.photos}>
              {pressPhotos.map((photo) => (
                <li key={photo.name}>
                  <a
                    href={picture(photo.name).src}
                    download={`cat-history-tours-${photo.name}.webp`}
                    className={styles.photoLink}
                  >
                    <Picture
                      name={photo.name}
                      sizes="(min-width: 1024px) 180px, 45vw"
                      className={styles.photo}
                      alt=""
                    />
                    <span>
                      <span className="sr-only">Download the photo </span>
                      {photo.title}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </article>

          <article className={card} aria-labelledby="logos-title">
            <h3 id="logos-title" className={cardTitle}>
              Official logos (PNG)
            </h3>
            <ul className={styles.downloads}>
              {brandLogoFiles.map((logo) => (
                <li key={logo.file} className={styles.download}>
                  <Picture
                    src={`/${logo.file}`}
                    width={logo.width}
                    height={logo.height}
                    alt=""
                    className={styles.logoPreview}
                  />
                  <span className={styles.downloadText}>
                    <a href={`/${logo.file}`} download className={styles.downloadLink}>
                      {logo.label}
                      <span className={styles.fileInfo}>
                        {' '}
                        PNG, {logo.width} × {logo.height}
                      </span>
                    </a>
                    <span className={pageStyles.muted}>{logo.note}</span>
                  </span>
                </li>
              ))}
            </ul>
          </article>

          <article className={card} aria-labelledby="releases-title">
            <h3 id="releases-title" className={cardTitle}>
              Press releases
            </h3>
            <ol className={styles.releases}>
              {pressReleases.map((release) => (
                <li key={release.title}>
                  <time dateTime={release.date} className={styles.date}>
                    {formatPressDate(release.date)}
                  </time>
                  <span className={styles.releaseTitle}>{release.title}</span>
                </li>
              ))}
            </ol>
          </article>
        </div>

        <div className={styles.folder}>
          <p className={styles.folderText}>
            The full press kit folder holds every photo, logo and press release, with the press releases in full.
          </p>
          <ExternalLink
            href={pressKitFolderUrl}
            className={button({ tone: 'secondary' })}
            what="The press kit folder"
            noReferrer
          >
            Open the press kit folder
          </ExternalLink>
        </div>
      </div>
    </section>
  )
}
