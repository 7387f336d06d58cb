import { music } from '../music';
import type { Translation } from '@/lib/content/schema';

/** The nine home pictures' descriptions, in home.ts's order: the tiles and the phone gallery both draw on them. */
const homePictures = [
  { alt: 'Ilustración de montañas naranjas bajo el cielo del amanecer' },
  { alt: 'Ilustración de olas azules en el océano al atardecer' },
  { alt: 'Ilustración de los edificios de una ciudad de noche, con las ventanas iluminadas' },
  { alt: 'Ilustración de las teclas de un piano vistas desde arriba' },
  { alt: 'Ilustración de una forma de onda de sonido que cruza una pantalla oscura' },
  { alt: 'Ilustración de un disco de vinilo en un tocadiscos' },
  { alt: 'Ilustración de la ventana de un editor de código con líneas de código de colores' },
  { alt: 'Ilustración de una puesta de sol sobre campos verdes' },
  { alt: 'Ilustración de una mesa de mezclas con sus faders' },
];

/** The site in Spanish, under /es/. */
export const es: Translation = {
  locale: 'es_ES',
  owner: {
    role: 'Desarrollador de software',
    birthplace: 'Ciudad Ejemplo',
    bio: [
      'Creo productos web rápidos y accesibles: analítica de suscriptores, plataformas de boletines y módulos de datos en tiempo real que leen millones de personas. El código está en [GitHub](https://github.com/alex-example).',
      'Cuando se apaga la pantalla, se enciende el sintetizador. Compongo y produzco música electrónica, y pongo *la misma atención al detalle* en los dos oficios.',
    ],
    portrait: { alt: 'Ilustración de montañas al amanecer, usada como retrato de ejemplo' },
  },
  home: {
    headline: 'Mi portafolio',
    aboutButtonLabel: 'Más sobre mí',
    tiles: [{ img: homePictures.slice(0, 3) }, { img: homePictures.slice(3, 6) }, { img: homePictures.slice(6, 9) }],
    phoneGallery: homePictures.map((img) => ({ img })),
  },
  resume: {
    basics: {
      label: 'Desarrollador de software',
      summary:
        'Desarrollador de software que crea productos web rápidos y accesibles: analítica de suscriptores, plataformas de boletines y módulos de datos en tiempo real que leen millones de personas. También compone y produce música electrónica.',
    },
    work: [
      {
        position: 'Desarrollador de software sénior',
        summary: 'Dirige el equipo web de la plataforma de suscriptores de un grupo de prensa con cuatro cabeceras.',
        highlights: [
          'Rehízo la analítica de suscriptores sobre datos en streaming: los paneles se actualizan en segundos y no en horas',
          'Redujo un 60 % el JavaScript del muro de pago y a la mitad su tiempo hasta ser interactivo',
          'Tutoriza a cuatro desarrolladores; introdujo revisiones de accesibilidad en cada versión',
        ],
      },
      {
        position: 'Desarrollador de software',
        location: 'En remoto',
        summary: 'Creó el editor y el sistema de envío de una plataforma de boletines para autores independientes.',
        highlights: [
          'Diseñó el editor de bloques con el que se escriben 40 000 números al mes',
          'Llevó los envíos a una cola que entrega dos millones de correos por hora',
        ],
      },
      {
        position: 'Desarrollador front-end',
        summary:
          'Creó módulos de datos en tiempo real para elecciones y deportes: resultados, mapas y tablas actualizados al momento.',
        highlights: ['El módulo de la noche electoral sirvió a 3 millones de lectores sin reiniciarse'],
      },
    ],
    education: [
      {
        area: 'Informática',
        studyType: 'Máster',
        courses: ['Sistemas distribuidos', 'Interacción persona-ordenador', 'Procesamiento de señales'],
      },
      { area: 'Informática', studyType: 'Grado' },
    ],
    skills: [
      { name: 'Front-end', level: 'Experto' },
      { name: 'Back-end', level: 'Avanzado' },
      { name: 'Oficio', keywords: ['Pruebas', 'Rendimiento web', 'Revisión de código', 'Tutoría'] },
      { name: 'Audio', level: 'Avanzado', keywords: ['Web Audio API', 'Ableton Live', 'Diseño de sonido'] },
    ],
    languages: [
      { language: 'Inglés', fluency: 'Lengua materna' },
      { language: 'Español', fluency: 'Competencia profesional' },
    ],
    awards: [
      {
        title: 'Mejor herramienta de periodismo de datos',
        summary: 'Por el módulo de resultados electorales en directo, hecho con el equipo de datos de la redacción.',
      },
    ],
    publications: [{ summary: 'Una charla sobre cómo un muro de pago perdió el 60 % de su código y ninguna función.' }],
    volunteer: [
      {
        position: 'Profesor voluntario',
        summary: 'Enseña a niños de 9 a 13 años a crear sus primeras páginas web y juegos, una tarde a la semana.',
      },
    ],
  },
  about: {
    heading: 'Sobre mí',
    lead: 'Soy Alex Example, nacido en Ciudad Ejemplo: desarrollador de software y músico.',
    slides: [
      { alt: 'Ilustración de montañas al amanecer' },
      { alt: 'Ilustración de un escenario iluminado por focos' },
      { alt: 'Ilustración de unos auriculares sobre fondo morado' },
      { alt: 'Ilustración de un portátil sobre un escritorio' },
      { alt: 'Ilustración del mástil de una guitarra con sus cuerdas' },
      { alt: 'Ilustración de un cielo nocturno lleno de estrellas' },
      { alt: 'Ilustración de una cinta de casete' },
      { alt: 'Ilustración de una taza de café junto a un cuaderno' },
      { alt: 'Ilustración de un ecualizador de audio con barras de colores' },
    ],
  },
  projects: [
    {
      img: [
        { alt: 'Panel de Retention Curve: gráfico de líneas de los suscriptores retenidos a lo largo de doce meses' },
        { alt: 'Cronología de Retention Curve con los códigos de tarifa de un suscriptor, en barras de colores' },
        { alt: 'Tabla de Retention Curve con los códigos de tarifa y sus fechas de inicio y de fin' },
      ],
      desc: 'Sigue la cronología de los códigos de tarifa de cada suscriptor, para que el equipo de retención vea cuándo empezó cada descuento, cuándo terminó y qué hizo después el suscriptor.',
      role: 'Desarrollador principal',
    },
    {
      title: 'Integración de boletines',
      img: [
        { alt: 'Integración de boletines: módulos de suscripción a tres boletines distintos, uno al lado del otro' },
        { alt: 'Integración de boletines: un módulo de boletín insertado en la página de un artículo' },
        { alt: 'Integración de boletines: un módulo de boletín en la pantalla de un teléfono' },
      ],
      desc: 'Módulos para distintos boletines: un único componente de suscripción configurable que cada equipo inserta en sus artículos, con sus propios textos, colores y público.',
      role: 'Desarrollador front-end',
    },
    {
      title: 'Integración de apuestas',
      img: [
        {
          alt: 'Integración de apuestas: una cinta dinámica con las cuotas de los partidos en la parte superior de una página',
        },
        { alt: 'Integración de apuestas: un módulo dentro de un artículo con las cuotas de un partido' },
        { alt: 'Integración de apuestas: una tabla de cuotas tomadas del feed de datos de la casa de apuestas' },
      ],
      desc: 'Una cinta dinámica y módulos dentro de los artículos que muestran las cuotas de los partidos a partir del feed de datos de una casa de apuestas, actualizadas en tiempo real sin recargar el artículo.',
    },
  ],
  music: {
    cover: { alt: 'Portada: anillos concéntricos en naranja y violeta sobre fondo negro' },
    tracks: [
      {
        credits: {
          musicians: [{ role: 'Sintetizadores, voz' }, { role: 'Programación de batería' }],
          recordedAt: 'Estudio en casa, Ciudad Ejemplo',
        },
      },
      {
        credits: {
          musicians: [{ role: 'Voz' }],
        },
      },
    ],
  },
  services: {
    heading: 'Servicios',
    intro: 'Dos oficios, el mismo nivel de exigencia. Esto es lo que puedo hacer por ti.',
    items: [
      {
        title: 'Desarrollo web',
        desc: 'Sitios web rápidos y accesibles y funcionalidades de front-end en TypeScript y React, desde el prototipo hasta producción.',
      },
      {
        title: 'Módulos basados en datos',
        desc: 'Cintas de datos en tiempo real, paneles y componentes integrables alimentados por tus API, hechos para seguir respondiendo rápido con mucho tráfico.',
      },
      {
        title: 'Producción musical',
        desc: 'Composición, arreglos y producción de temas electrónicos, desde un boceto hasta el máster final.',
      },
      {
        title: 'Sonido para productos',
        desc: 'Temas breves, sonidos de interfaz y música para pódcasts que encajan con el tono de tu producto.',
      },
    ],
  },
  contact: {
    heading: 'Contacto',
    intro: 'Una oferta de trabajo, una colaboración, una canción que te gustó: escríbeme y te responderé.',
    thanks: '¡Gracias por escribirme! Te responderé muy pronto.',
    sendLabel: 'Enviar',
  },
  site: { name: 'Alex Example · Desarrollador y músico' },
  pageMeta: {
    '/': {
      title: 'Alex Example, desarrollador de software y músico',
      description:
        'Portafolio de Alex Example, desarrollador de software y músico: sus proyectos, su música, sus servicios y una forma de ponerte en contacto con él.',
    },
    '/projects': {
      title: 'Proyectos',
      description:
        'Trabajos seleccionados de Alex Example: analítica de retención de suscriptores, módulos de boletines y una integración de cuotas de apuestas en tiempo real.',
    },
    '/contact': {
      title: 'Contacto',
      description:
        'Envía a Alex Example un mensaje sobre una oferta de trabajo, una colaboración o una canción. Ningún mensaje se queda sin leer.',
    },
    '/services': {
      title: 'Servicios',
      description:
        'Lo que ofrece Alex Example: desarrollo web, módulos basados en datos, producción musical y sonido para productos digitales.',
    },
    '/about': {
      title: 'Sobre mí',
      description:
        'Alex Example, nacido en Ciudad Ejemplo: desarrollador de software y músico. Una breve biografía y algunas imágenes.',
    },
    '/music': {
      title: 'Música',
      description: `Escucha ${music.tracks.length === 1 ? 'una canción' : `${music.tracks.length} canciones`} de música electrónica de Alex Example, desarrollador de software y músico.`,
    },
  },
  navigation: {
    primaryLinks: [{ label: 'Proyectos' }, { label: 'Contacto' }, { label: 'Sobre mí' }, { label: 'Escritos' }],
    secondaryLinks: [{ label: 'Escríbeme' }, { label: 'Currículum' }],
    footerLinks: [
      { label: 'Inicio' },
      { label: 'Proyectos' },
      { label: 'Música' },
      { label: 'Servicios' },
      { label: 'Sobre mí' },
      { label: 'Contacto' },
      { label: 'Escritos' },
    ],
  },
};
