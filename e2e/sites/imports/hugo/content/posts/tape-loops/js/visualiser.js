// Draws the loop's waveform on the old site's page.
function startVisualiser() {
  document.getElementById('visualiser').textContent = 'playing';
}
