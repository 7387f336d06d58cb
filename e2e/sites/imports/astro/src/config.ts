export const SITE = {
  website: "https://elin-notes.example/", // replace this with your deployed domain
  author: "Elin Strand",
  desc: "Notes on writing and sound.",
  title: "Elin's notes",
  ogImage: "astropaper-og.jpg",
  lightAndDarkMode: true,
  postPerIndex: 4,
  postPerPage: 4,
  scheduledPostMargin: 15 * 60 * 1000, // 15 minutes
};
