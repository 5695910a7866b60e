<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About OFC Desktop</source>
        <translation>Über OFC Desktop</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Third-party notices</source>
        <translation>Hinweise zu Drittanbietern</translation>
    </message>
    <message>
        <source>Licence texts</source>
        <translation>Lizenztexte</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Qt&apos;s own window with its version and licence</source>
        <translation>Qts eigenes Fenster mit seiner Version und Lizenz</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&lt;h2&gt;OFC Desktop&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;OFC Desktop&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>Open-Face Chinese Poker for the desktop: Classic, Pineapple, Turbo and closed Chinese poker against computer opponents or friends at one screen.</source>
        <translation>Open-Face Chinese Poker für den Desktop: Klassisch, Pineapple, Turbo und Chinese Poker (verdeckt) gegen Computergegner oder mit Freunden an einem Bildschirm.</translation>
    </message>
    <message>
        <source>Released under the MIT licence (&lt;a href=&quot;#licence&quot;&gt;read it&lt;/a&gt;). The packaged app also carries software under other licences: see &lt;a href=&quot;#notices&quot;&gt;Third-party notices&lt;/a&gt;.</source>
        <translation>Veröffentlicht unter der MIT-Lizenz (&lt;a href=&quot;#licence&quot;&gt;lesen&lt;/a&gt;). Die gepackte App enthält auch Software unter anderen Lizenzen: siehe &lt;a href=&quot;#notices&quot;&gt;Hinweise zu Drittanbietern&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Source code: &lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;</source>
        <translation>Quellcode: &lt;a href=&quot;{url}&quot;&gt;{url}&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Qt {qt}, PySide6 {pyside}, Python {python}</source>
        <translation>Qt {qt}, PySide6 {pyside}, Python {python}</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Lizenztext</translation>
    </message>
    <message>
        <source>&amp;About OFC Desktop</source>
        <translation>Ü&amp;ber OFC Desktop</translation>
    </message>
    <message>
        <source>The version, the licence and the software the game is built with</source>
        <translation>Die Version, die Lizenz und die Software, mit der das Spiel gebaut ist</translation>
    </message>
    <message>
        <source>The version and the licence of Qt, the toolkit of the window</source>
        <translation>Die Version und die Lizenz von Qt, dem Toolkit des Fensters</translation>
    </message>
</context>
<context>
    <name>AnalysisErrors</name>
    <message>
        <source>hindsight needs a finished hand</source>
        <translation>die Analyse im Nachhinein braucht eine beendete Hand</translation>
    </message>
    <message>
        <source>there is no seat {seat!r}</source>
        <translation>es gibt keinen Platz {seat!r}</translation>
    </message>
    <message>
        <source>{name} surrendered before setting a board: nothing to compare</source>
        <translation>{name} hat aufgegeben, bevor ein Board gelegt war: nichts zu vergleichen</translation>
    </message>
</context>
<context>
    <name>AnswerScene</name>
    <message>
        <source>Your cards (a checked play is drawn faintly)</source>
        <translation>Deine Karten (ein geprüfter Zug ist blass eingezeichnet)</translation>
    </message>
    <message>
        <source>Your cards: click one, then a free place on your board (or drag it)</source>
        <translation>Deine Karten: Klick eine an, dann einen freien Platz auf deinem Board (oder zieh sie)</translation>
    </message>
    <message>
        <source>Dead cards; put the card you throw away on the free place</source>
        <translation>Tote Karten; leg die Karte, die du abwirfst, auf den freien Platz</translation>
    </message>
    <message>
        <source>Dead cards (discarded or seen, out of play)</source>
        <translation>Tote Karten (abgeworfen oder gesehen, aus dem Spiel)</translation>
    </message>
</context>
<context>
    <name>BoardEditorScene</name>
    <message>
        <source>Your hand (the cards to play)</source>
        <translation>Deine Hand (die zu spielenden Karten)</translation>
    </message>
    <message>
        <source>{player}&apos;s hand (the cards to play)</source>
        <translation>Hand von {player} (die zu spielenden Karten)</translation>
    </message>
    <message>
        <source>Dead cards (discarded or seen, out of play)</source>
        <translation>Tote Karten (abgeworfen oder gesehen, aus dem Spiel)</translation>
    </message>
    <message>
        <source>Pick a card, then click a place</source>
        <translation>Eine Karte wählen, dann einen Platz anklicken</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>Fantasyland</translation>
    </message>
</context>
<context>
    <name>BoardEditorView</name>
    <message>
        <source>Position editor</source>
        <translation>Stellungseditor</translation>
    </message>
</context>
<context>
    <name>BotLevels</name>
    <message>
        <source>Just learned the rules: never breaks them, rarely plans ahead.</source>
        <translation>Kennt die Regeln erst seit Kurzem: bricht sie nie, plant selten voraus.</translation>
    </message>
    <message>
        <source>Plays by feel: sensible most of the time, careless now and then.</source>
        <translation>Spielt nach Gefühl: meist vernünftig, ab und zu leichtsinnig.</translation>
    </message>
    <message>
        <source>Steady: keeps the rows in order and plays for royalties and Fantasyland.</source>
        <translation>Solide: hält die Reihen in Ordnung und spielt auf Royalties und Fantasyland.</translation>
    </message>
    <message>
        <source>Simulates hundreds of futures and plays the best against you.</source>
        <translation>Simuliert Hunderte möglicher Verläufe und spielt das Beste gegen dich.</translation>
    </message>
    <message>
        <source>Vera&apos;s teacher: plays every street with the next one in mind.</source>
        <translation>Veras Lehrerin: spielt jede Runde mit Blick auf die nächste.</translation>
    </message>
</context>
<context>
    <name>ButtonDisc</name>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Go on to the next explanation</source>
        <translation>Weiter zur nächsten Erklärung</translation>
    </message>
    <message>
        <source>S&amp;kip tutorial</source>
        <translation>Einführung über&amp;springen</translation>
    </message>
    <message>
        <source>End the lesson; the hand goes on as an ordinary one</source>
        <translation>Die Lektion beenden; die Hand geht als normale Hand weiter</translation>
    </message>
</context>
<context>
    <name>CardArt</name>
    <message>
        <source>JK</source>
        <translation>JK</translation>
    </message>
</context>
<context>
    <name>CardErrors</name>
    <message>
        <source>a card has both a rank and a suit, or neither (a joker)</source>
        <translation>eine Karte hat sowohl einen Rang als auch eine Farbe oder keins von beiden (ein Joker)</translation>
    </message>
    <message>
        <source>card copy must be 0 or more, got {copy}</source>
        <translation>die Kartenkopie muss 0 oder größer sein, nicht {copy}</translation>
    </message>
    <message>
        <source>bad card {token!r}: a card is written as text such as &apos;As&apos;</source>
        <translation>ungültige Karte {token!r}: Eine Karte wird als Text geschrieben, etwa &apos;As&apos;</translation>
    </message>
    <message>
        <source>bad card {token!r}: expected a rank (2-9, T or 10, J, Q, K, A) and a suit (s, h, d, c or ♠ ♥ ♦ ♣), or JK for a joker</source>
        <translation>ungültige Karte {token!r}: erwartet wird ein Rang (2-9, T oder 10, J, Q, K, A) und eine Farbe (s, h, d, c oder ♠ ♥ ♦ ♣) oder JK für einen Joker</translation>
    </message>
    <message>
        <source>decks must be 1 or 2, got {decks!r}</source>
        <translation>es gibt 1 oder 2 Decks, nicht {decks!r}</translation>
    </message>
    <message>
        <source>jokers per deck must be 0, 1 or 2, got {jokers!r}</source>
        <translation>Joker pro Deck müssen 0, 1 oder 2 sein, nicht {jokers!r}</translation>
    </message>
    <message>
        <source>JK used but this game has no jokers</source>
        <translation>JK verwendet, aber dieses Spiel hat keine Joker</translation>
    </message>
    <message>
        <source>{count} jokers used, but this game has only {limit}</source>
        <translation>{count} Joker verwendet, aber dieses Spiel hat nur {limit}</translation>
    </message>
    <message>
        <source>card {card} used {count} times with one deck</source>
        <translation>Karte {card} kommt bei einem Deck {count}-mal vor</translation>
    </message>
    <message>
        <source>card {card} used {count} times with {decks} decks</source>
        <translation>Karte {card} kommt bei {decks} Decks {count}-mal vor</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
</context>
<context>
    <name>ChinesePage</name>
    <message>
        <source>Closed Chinese poker</source>
        <translation>Chinese Poker (verdeckt)</translation>
    </message>
    <message>
        <source>These apply only to closed Chinese poker; choose it as the variant on the Game page.</source>
        <translation>Diese gelten nur für Chinese Poker (verdeckt); wähle es auf der Seite „Spiel“ als Variante.</translation>
    </message>
    <message>
        <source>&amp;Naturals, declared before the reveal</source>
        <translation>&amp;Naturals, vor dem Aufdecken angesagt</translation>
    </message>
    <message>
        <source>&amp;Surrender before the reveal, paying 2 to each opponent</source>
        <translation>&amp;Aufgeben vor dem Aufdecken, zahlt 2 an jeden Gegner</translation>
    </message>
    <message>
        <source>Closed-game &amp;bonuses instead of the royalty table</source>
        <translation>&amp;Boni des verdeckten Spiels statt der Royalty-Tabelle</translation>
    </message>
    <message>
        <source>Dragon (13 ranks 2-A) pays 13; three flushes, three straights or six pairs pay 3.</source>
        <translation>Dragon (13 Ränge 2-A) zahlt 13; drei Flushes, drei Straßen oder sechs Paare zahlen 3.</translation>
    </message>
    <message>
        <source>A winning top trips pays 3, a middle full house 2, four of a kind 4, a straight flush 5, each instead of the 1 for that row.</source>
        <translation>Ein gewinnender Drilling oben zahlt 3, ein Full House in der Mitte 2, ein Vierling 4, ein Straight Flush 5, jeweils statt der 1 für diese Reihe.</translation>
    </message>
</context>
<context>
    <name>CoachPage</name>
    <message>
        <source>Coach report: {player}</source>
        <translation>Trainerbericht: {player}</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <source>Table size</source>
        <translation>Tischgröße</translation>
    </message>
    <message>
        <source>Any table</source>
        <translation>Jeder Tisch</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>With or without jokers</source>
        <translation>Mit oder ohne Joker</translation>
    </message>
    <message>
        <source>With jokers</source>
        <translation>Mit Jokern</translation>
    </message>
    <message>
        <source>Without jokers</source>
        <translation>Ohne Joker</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamte Zeit</translation>
    </message>
    <message>
        <source>Last {days} days</source>
        <translation>Letzte {days} Tage</translation>
    </message>
    <message>
        <source>Between dates…</source>
        <translation>Zwischen zwei Daten…</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Trend by week</source>
        <translation>Verlauf nach Wochen</translation>
    </message>
    <message>
        <source>Trend by 100 hands</source>
        <translation>Verlauf je 100 Hände</translation>
    </message>
    <message>
        <source>Points lost by kind of decision</source>
        <translation>Verlorene Punkte nach Art der Entscheidung</translation>
    </message>
    <message>
        <source>Kind of decision</source>
        <translation>Art der Entscheidung</translation>
    </message>
    <message>
        <source>Points lost per 100 hands</source>
        <translation>Verlorene Punkte pro 100 Hände</translation>
    </message>
    <message>
        <source>Share of all lost</source>
        <translation>Anteil am Verlust</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>The largest leaks</source>
        <translation>Die größten Lecks</translation>
    </message>
    <message>
        <source>Points lost per 100 hands over time</source>
        <translation>Verlorene Punkte pro 100 Hände im Zeitverlauf</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>Copy as image</source>
        <translation>Als Bild kopieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>{graded} of the history&apos;s {total} hands are graded; the other {waiting} are graded in the background while the table is idle.</source>
        <translation>{graded} der {total} Hände im Verlauf sind bewertet; die übrigen {waiting} werden im Hintergrund bewertet, während am Tisch Ruhe ist.</translation>
    </message>
    <message>
        <source>Points lost per 100 hands, week by week</source>
        <translation>Verlorene Punkte pro 100 Hände, Woche für Woche</translation>
    </message>
    <message>
        <source>Points lost per 100 hands, 100 hands at a time</source>
        <translation>Verlorene Punkte pro 100 Hände, je 100 Hände</translation>
    </message>
</context>
<context>
    <name>CoachReport</name>
    <message>
        <source>No graded hands under these filters yet. Every finished hand you play is graded in the background, and the hands you played before are graded while the table is idle.</source>
        <translation>Mit diesen Filtern noch keine bewerteten Hände. Jede beendete Hand wird im Hintergrund bewertet, und deine früheren Hände werden bewertet, während am Tisch Ruhe ist.</translation>
    </message>
    <message>
        <source>Points lost to the best plays: {lost} per 100 hands, over {hands} graded hands ({decisions} decisions).</source>
        <translation>An die besten Züge verlorene Punkte: {lost} pro 100 Hände, über {hands} bewertete Hände ({decisions} Entscheidungen).</translation>
    </message>
    <message>
        <source>You lose {points} points per 100 hands {leak}.</source>
        <translation>Du verlierst {points} Punkte pro 100 Hände: {leak}.</translation>
    </message>
    <message>
        <source>A typical one (street {street}, {lost} points lost): you played {chosen}; the best play was {best}.</source>
        <translation>Ein typischer Fall (Runde {street}, {lost} Punkte verloren): Du hast {chosen} gespielt; der beste Zug war {best}.</translation>
    </message>
    <message>
        <source>Fouls: {mine} per 100 hands; the analysis&apos;s play from the same first positions: {best}.</source>
        <translation>Fouls: {mine} pro 100 Hände; der Zug der Analyse aus denselben ersten Stellungen: {best}.</translation>
    </message>
    <message>
        <source>Fantasyland entries: {mine} per 100 hands; the analysis&apos;s play from the same first positions: {best}.</source>
        <translation>Einzüge ins Fantasyland: {mine} pro 100 Hände; der Zug der Analyse aus denselben ersten Stellungen: {best}.</translation>
    </message>
    <message>
        <source>A decision can be of more than one kind (a Pineapple discard is also a later street), so the shares add up to more than 100 %.</source>
        <translation>Eine Entscheidung kann zu mehreren Arten gehören (ein Abwurf in Pineapple ist auch eine spätere Runde), darum ergeben die Anteile zusammen mehr als 100 %.</translation>
    </message>
    <message>
        <source>Coach report: {player}</source>
        <translation>Trainerbericht: {player}</translation>
    </message>
    <message>
        <source>Points lost per 100 hands, by kind of decision:</source>
        <translation>Verlorene Punkte pro 100 Hände, nach Art der Entscheidung:</translation>
    </message>
    <message>
        <source>The largest leaks:</source>
        <translation>Die größten Lecks:</translation>
    </message>
    <message>
        <source>Points lost per 100 hands over time:</source>
        <translation>Verlorene Punkte pro 100 Hände im Zeitverlauf:</translation>
    </message>
</context>
<context>
    <name>DecisionKinds</name>
    <message>
        <source>Opening set-up</source>
        <translation>Eröffnung (erste fünf Karten)</translation>
    </message>
    <message>
        <source>Later streets</source>
        <translation>Spätere Runden</translation>
    </message>
    <message>
        <source>Pineapple discards</source>
        <translation>Pineapple-Abwürfe</translation>
    </message>
    <message>
        <source>Fantasyland chases</source>
        <translation>Jagd auf Fantasyland</translation>
    </message>
    <message>
        <source>Foul risks taken</source>
        <translation>Eingegangene Foul-Risiken</translation>
    </message>
    <message>
        <source>Fantasyland sets</source>
        <translation>Fantasyland-Boards</translation>
    </message>
    <message>
        <source>Closed-game arrangements</source>
        <translation>Aufstellungen im verdeckten Spiel</translation>
    </message>
    <message>
        <source>keeping a pair below {entry} on top in the first two streets</source>
        <translation>ein Paar unter {entry} in den ersten zwei Runden oben behalten</translation>
    </message>
    <message>
        <source>starting the top with a queen, king or ace in the first two streets</source>
        <translation>die obere Reihe in den ersten zwei Runden mit Dame, König oder Ass beginnen</translation>
    </message>
    <message>
        <source>chasing Fantasyland on top on later streets</source>
        <translation>in späteren Runden oben Fantasyland jagen</translation>
    </message>
    <message>
        <source>taking foul risks in the first two streets</source>
        <translation>in den ersten zwei Runden Foul-Risiken eingehen</translation>
    </message>
    <message>
        <source>taking foul risks on later streets</source>
        <translation>in späteren Runden Foul-Risiken eingehen</translation>
    </message>
    <message>
        <source>throwing away a card the best play keeps</source>
        <translation>eine Karte abwerfen, die der beste Zug behält</translation>
    </message>
    <message>
        <source>setting up your first five cards</source>
        <translation>deine ersten fünf Karten legen</translation>
    </message>
    <message>
        <source>placing your cards on later streets</source>
        <translation>deine Karten in späteren Runden legen</translation>
    </message>
    <message>
        <source>setting your Fantasyland boards</source>
        <translation>deine Fantasyland-Boards setzen</translation>
    </message>
    <message>
        <source>arranging your closed-game hands</source>
        <translation>deine Hände im verdeckten Spiel aufstellen</translation>
    </message>
</context>
<context>
    <name>DecisionPlays</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Rank by expected points; ★ the best play, ● yours</source>
        <translation>Rang nach erwarteten Punkten; ★ der beste Zug, ● deiner</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Where the cards go: T top, M middle, B bottom; ✕ discarded</source>
        <translation>Wohin die Karten gehen: O oben, M Mitte, U unten; ✕ abgeworfen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Expected points of the hand after this play, ± its standard error</source>
        <translation>Erwartete Punkte der Hand nach diesem Zug, ± ihr Standardfehler</translation>
    </message>
    <message>
        <source>Foul</source>
        <translation>Foul</translation>
    </message>
    <message>
        <source>How often the board fouls after this play</source>
        <translation>Wie oft das Board nach diesem Zug foult</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>Fantasyland</translation>
    </message>
    <message>
        <source>How often the board reaches (or keeps) Fantasyland</source>
        <translation>Wie oft das Board Fantasyland erreicht (oder behält)</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>Royalties</translation>
    </message>
    <message>
        <source>Royalties the finished board earns on average</source>
        <translation>Royalties, die das fertige Board im Schnitt bringt</translation>
    </message>
    <message>
        <source>T</source>
        <translation>O</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>B</source>
        <translation>U</translation>
    </message>
    <message>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>{cards} abwerfen</translation>
    </message>
    <message>
        <source>the best play</source>
        <translation>der beste Zug</translation>
    </message>
    <message>
        <source>your play</source>
        <translation>dein Zug</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} Punkte</translation>
    </message>
    <message>
        <source>{loss} less than the best</source>
        <translation>{loss} weniger als der beste</translation>
    </message>
    <message>
        <source>fouls {chance}</source>
        <translation>Foul {chance}</translation>
    </message>
    <message>
        <source>Fantasyland {chance}</source>
        <translation>Fantasyland {chance}</translation>
    </message>
    <message>
        <source>royalties {n} on average</source>
        <translation>Royalties im Schnitt {n}</translation>
    </message>
</context>
<context>
    <name>DecisionReviewView</name>
    <message>
        <source>Your decisions, street by street, graded</source>
        <translation>Deine Entscheidungen, Runde für Runde bewertet</translation>
    </message>
    <message>
        <source>What the grades mean</source>
        <translation>Was die Bewertungen bedeuten</translation>
    </message>
    <message>
        <source>Every play of this street</source>
        <translation>Alle Züge dieser Runde</translation>
    </message>
    <message>
        <source>Show this decision on the table, with every play</source>
        <translation>Diese Entscheidung mit allen Zügen auf dem Tisch zeigen</translation>
    </message>
    <message>
        <source>Choose a street in the list or on the chart: it is shown on the table as it was, with every play it had.</source>
        <translation>Wähle eine Runde in der Liste oder im Diagramm: Sie wird auf dem Tisch so gezeigt, wie sie war, mit allen Zügen, die sie bot.</translation>
    </message>
</context>
<context>
    <name>DrillResult</name>
    <message>
        <source>Best</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>Dein Zug</translation>
    </message>
</context>
<context>
    <name>DrillSources</name>
    <message>
        <source>Find the best play</source>
        <translation>Finde den besten Zug</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>due</source>
        <translation>fällig</translation>
    </message>
    <message>
        <source>due {when}</source>
        <translation>fällig {when}</translation>
    </message>
    <message>
        <source>You lost {loss:.2f} points here once. Find the best play.</source>
        <translation>Hier hast du einmal {loss:.2f} Punkte verloren. Finde den besten Zug.</translation>
    </message>
    <message>
        <source>Puzzle: one play is clearly the best. Find it.</source>
        <translation>Puzzle: Ein Zug ist klar der beste. Finde ihn.</translation>
    </message>
    <message>
        <source>Themes: {themes}</source>
        <translation>Themen: {themes}</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>in a minute</source>
        <translation>in einer Minute</translation>
    </message>
    <message>
        <source>in {count} minutes</source>
        <translation>in {count} Minuten</translation>
    </message>
    <message>
        <source>in {count} hours</source>
        <translation>in {count} Stunden</translation>
    </message>
    <message>
        <source>in {count} days</source>
        <translation>in {count} Tagen</translation>
    </message>
    <message>
        <source>on {date}</source>
        <translation>am {date}</translation>
    </message>
</context>
<context>
    <name>DrillWindow</name>
    <message>
        <source>Drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>The drill&apos;s position</source>
        <translation>Die Stellung der Übung</translation>
    </message>
    <message>
        <source>What to practise</source>
        <translation>Was geübt wird</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>All themes</source>
        <translation>Alle Themen</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Put every card back in your hand</source>
        <translation>Alle Karten zurück auf die Hand nehmen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Grade your play against every other</source>
        <translation>Deinen Zug gegen alle anderen bewerten</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächste</translation>
    </message>
    <message>
        <source>Show in lab</source>
        <translation>Im Labor zeigen</translation>
    </message>
    <message>
        <source>Open this position in the position lab</source>
        <translation>Diese Stellung im Stellungslabor öffnen</translation>
    </message>
    <message>
        <source>Do puzzles instead</source>
        <translation>Stattdessen Puzzles lösen</translation>
    </message>
    <message>
        <source>Practise:</source>
        <translation>Üben:</translation>
    </message>
    <message>
        <source>Your mistakes ({count} due)</source>
        <translation>Deine Fehler ({count} fällig)</translation>
    </message>
    <message>
        <source>You have no mistakes to practise yet. They are found in your finished hands: every mistake or blunder becomes a drill.</source>
        <translation>Du hast noch keine Fehler zum Üben. Sie werden in deinen beendeten Händen gesucht: Jeder Fehler und jeder Patzer wird zu einer Übung.</translation>
    </message>
    <message>
        <source>Nothing is due now. Your next drill is due {when}.</source>
        <translation>Jetzt ist nichts fällig. Deine nächste Übung ist {when} fällig.</translation>
    </message>
    <message>
        <source>No puzzle matches this theme and variant: try others, or make more.</source>
        <translation>Kein Puzzle passt zu diesem Thema und dieser Variante: Probier andere oder erstelle mehr.</translation>
    </message>
    <message>
        <source>Next takes you to the next drill.</source>
        <translation>„Nächste“ bringt dich zur nächsten Übung.</translation>
    </message>
    <message>
        <source>Every card is placed: Check grades your play.</source>
        <translation>Alle Karten liegen: „Prüfen“ bewertet deinen Zug.</translation>
    </message>
    <message>
        <source>Place every card of your hand, then Check.</source>
        <translation>Lege alle Karten deiner Hand und klick dann auf „Prüfen“.</translation>
    </message>
    <message>
        <source>Place your cards and throw one away (or more, as the street says).</source>
        <translation>Lege deine Karten und wirf eine ab (oder mehr, wie es die Runde verlangt).</translation>
    </message>
    <message>
        <source>Grading…</source>
        <translation>Wird bewertet…</translation>
    </message>
    <message>
        <source>This drill comes back {when}.</source>
        <translation>Diese Übung kommt {when} wieder.</translation>
    </message>
    <message>
        <source>The play could not be graded: {message}</source>
        <translation>Der Zug konnte nicht bewertet werden: {message}</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>Fantasyland chase</source>
        <translation>Jagd auf Fantasyland</translation>
    </message>
    <message>
        <source>Foul avoidance</source>
        <translation>Fouls vermeiden</translation>
    </message>
    <message>
        <source>Pineapple discard</source>
        <translation>Pineapple-Abwurf</translation>
    </message>
    <message>
        <source>Joker placement</source>
        <translation>Joker legen</translation>
    </message>
    <message>
        <source>Fantasyland set</source>
        <translation>Fantasyland-Hand legen</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>OFC Desktop — an error</source>
        <translation>OFC Desktop – ein Fehler</translation>
    </message>
    <message>
        <source>&lt;b&gt;Something went wrong — the game goes on.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Etwas ist schiefgelaufen – das Spiel läuft weiter.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The details are also in the game&apos;s log, in the folder {folder}.</source>
        <translation>Die Details stehen auch im Protokoll des Spiels, im Ordner {folder}.</translation>
    </message>
    <message>
        <source>The game could not open its log this time.</source>
        <translation>Das Spiel konnte sein Protokoll diesmal nicht öffnen.</translation>
    </message>
    <message>
        <source>If it keeps happening, please report it: copy the details and send them with a few words on what you were doing.</source>
        <translation>Wenn es wieder passiert, melde es bitte: Kopiere die Details und schick sie mit ein paar Worten dazu, was du gerade gemacht hast.</translation>
    </message>
    <message>
        <source>Error details</source>
        <translation>Fehlerdetails</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>Details &amp;kopieren</translation>
    </message>
    <message>
        <source>Put the error, the game&apos;s version and the platform on the clipboard</source>
        <translation>Den Fehler, die Version des Spiels und die Plattform in die Zwischenablage legen</translation>
    </message>
    <message>
        <source>&amp;Open log folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
    <message>
        <source>Show the folder with the game&apos;s log in the file manager</source>
        <translation>Den Ordner mit dem Protokoll des Spiels im Dateimanager zeigen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Further errors since: {count}. They are in the details and the log.</source>
        <translation>Weitere Fehler seitdem: {count}. Sie stehen in den Details und im Protokoll.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>Fantasyland</name>
    <message>
        <source>three of a kind on top</source>
        <translation>ein Drilling oben</translation>
    </message>
    <message>
        <source>a full house or better in the middle</source>
        <translation>ein Full House oder besser in der Mitte</translation>
    </message>
    <message>
        <source>four of a kind or better on the bottom</source>
        <translation>ein Vierling oder besser unten</translation>
    </message>
    <message>
        <source>{hand} on top</source>
        <translation>{hand} oben</translation>
    </message>
    <message>
        <source>{hand} in the middle</source>
        <translation>{hand} in der Mitte</translation>
    </message>
    <message>
        <source>{hand} on the bottom</source>
        <translation>{hand} unten</translation>
    </message>
    <message>
        <source>a stay condition met</source>
        <translation>eine Bleibebedingung erfüllt</translation>
    </message>
    <message>
        <source>Stays in Fantasyland ({cards} cards): {reason}</source>
        <translation>Bleibt in Fantasyland ({cards} Karten): {reason}</translation>
    </message>
    <message>
        <source>Leaves Fantasyland: the board fouled</source>
        <translation>Verlässt Fantasyland: Das Board ist gefoult</translation>
    </message>
    <message>
        <source>Leaves Fantasyland: it needed {conditions}</source>
        <translation>Verlässt Fantasyland: Nötig gewesen wäre {conditions}</translation>
    </message>
    <message>
        <source>Enters Fantasyland ({cards} cards): {hand} on top</source>
        <translation>Erreicht Fantasyland ({cards} Karten): {hand} oben</translation>
    </message>
    <message>
        <source>No Fantasyland: {hand} on top, but the board fouled</source>
        <translation>Kein Fantasyland: {hand} oben, aber das Board ist gefoult</translation>
    </message>
</context>
<context>
    <name>FantasylandPage</name>
    <message>
        <source>Fantasyland</source>
        <translation>Fantasyland</translation>
    </message>
    <message>
        <source>Play &amp;Fantasyland</source>
        <translation>&amp;Fantasyland spielen</translation>
    </message>
    <message>
        <source>Queens or better (QQ+)</source>
        <translation>Damen oder besser (QQ+)</translation>
    </message>
    <message>
        <source>Kings or better (KK+)</source>
        <translation>Könige oder besser (KK+)</translation>
    </message>
    <message>
        <source>Aces (AA)</source>
        <translation>Asse (AA)</translation>
    </message>
    <message>
        <source>Standard: 13 (Pineapple 14, discard 1)</source>
        <translation>Standard: 13 (Pineapple 14, 1 abwerfen)</translation>
    </message>
    <message>
        <source>Progressive, Pineapple only: QQ 14, KK 15, AA 16, trips 17</source>
        <translation>Progressiv, nur Pineapple: QQ 14, KK 15, AA 16, Drilling 17</translation>
    </message>
    <message>
        <source>Variable, Classic only: QQ 13, KK 14, AA or trips 15</source>
        <translation>Variabel, nur Klassisch: QQ 13, KK 14, AA oder Drilling 15</translation>
    </message>
    <message>
        <source>At the start, without seeing the others</source>
        <translation>Zu Beginn, ohne die anderen zu sehen</translation>
    </message>
    <message>
        <source>Last, after every other player</source>
        <translation>Zuletzt, nach allen anderen Spielern</translation>
    </message>
    <message>
        <source>When a player in Fantasyland sets the board. At the start: before anyone plays a street, without seeing the other boards, as online rooms play it. Last: after every other player has set the whole board, seeing their cards, as some live games play it.</source>
        <translation>Wann ein Spieler in Fantasyland sein Board setzt. Zu Beginn: bevor jemand eine Runde spielt, ohne die anderen Boards zu sehen, wie in Online-Räumen. Zuletzt: nachdem alle anderen ihr ganzes Board gesetzt haben, mit Blick auf ihre Karten, wie in manchen Live-Runden.</translation>
    </message>
    <message>
        <source>Three of a kind on &amp;top</source>
        <translation>Drilling &amp;oben</translation>
    </message>
    <message>
        <source>A full house or better in the &amp;middle</source>
        <translation>Full House oder besser in der &amp;Mitte</translation>
    </message>
    <message>
        <source>Four of a kind or better on the &amp;bottom</source>
        <translation>Vierling oder besser u&amp;nten</translation>
    </message>
    <message>
        <source>Count toward entering and staying</source>
        <translation>Zählen für Einstieg und Verbleib</translation>
    </message>
    <message>
        <source>Closed Chinese poker has no Fantasyland.</source>
        <translation>Chinese Poker (verdeckt) hat kein Fantasyland.</translation>
    </message>
    <message>
        <source>E&amp;ntry:</source>
        <translation>&amp;Einstieg:</translation>
    </message>
    <message>
        <source>Any trips on top always qualify.</source>
        <translation>Jeder Drilling oben qualifiziert immer.</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Karten:</translation>
    </message>
    <message>
        <source>&amp;Sets the board:</source>
        <translation>&amp;Setzt das Board:</translation>
    </message>
    <message>
        <source>Stay in with:</source>
        <translation>Bleiben mit:</translation>
    </message>
    <message>
        <source>&amp;Jokers:</source>
        <translation>&amp;Joker:</translation>
    </message>
</context>
<context>
    <name>Fouls</name>
    <message>
        <source>surrendered</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>with a higher first card</source>
        <translation>mit höherer erster Karte</translation>
    </message>
    <message>
        <source>with a higher second card</source>
        <translation>mit höherer zweiter Karte</translation>
    </message>
    <message>
        <source>with a higher third card</source>
        <translation>mit höherer dritter Karte</translation>
    </message>
    <message>
        <source>with a higher fourth card</source>
        <translation>mit höherer vierter Karte</translation>
    </message>
    <message>
        <source>with a higher fifth card</source>
        <translation>mit höherer fünfter Karte</translation>
    </message>
    <message>
        <source>with a better kicker</source>
        <translation>mit besserem Kicker</translation>
    </message>
    <message>
        <source>with a better second kicker</source>
        <translation>mit besserem zweitem Kicker</translation>
    </message>
    <message>
        <source>with a better third kicker</source>
        <translation>mit besserem drittem Kicker</translation>
    </message>
    <message>
        <source>with a better fourth kicker</source>
        <translation>mit besserem viertem Kicker</translation>
    </message>
    <message>
        <source>with higher cards</source>
        <translation>mit höheren Karten</translation>
    </message>
    <message>
        <source>middle {lower} is weaker than top {upper}</source>
        <extracomment>{lower} and {upper} are hand names: &quot;Pair of Queens&quot;</extracomment>
        <translation>Mitte ({lower}) ist schwächer als Oben ({upper})</translation>
    </message>
    <message>
        <source>bottom {lower} is weaker than middle {upper}</source>
        <translation>Unten ({lower}) ist schwächer als Mitte ({upper})</translation>
    </message>
    <message>
        <source>{foul} {reason}</source>
        <extracomment>{reason} is how the row above wins: &quot;with a better kicker&quot;</extracomment>
        <translation>{foul} {reason}</translation>
    </message>
    <message>
        <source>no way to set the jokers keeps bottom ≥ middle ≥ top</source>
        <translation>keine Belegung der Joker ergibt Unten ≥ Mitte ≥ Oben</translation>
    </message>
</context>
<context>
    <name>FoulsPage</name>
    <message>
        <source>Fouls and moon</source>
        <translation>Fouls und Moon</translation>
    </message>
    <message>
        <source>A finished board must go bottom ≥ middle ≥ top (equal is allowed). Otherwise it is &lt;b&gt;fouled&lt;/b&gt;: it loses all three rows to every board that did not foul, paying what a scoop pays under the scoring system plus the other player&apos;s royalties; it earns no royalties and cannot enter or stay in Fantasyland. Two fouled boards score 0 against each other.</source>
        <translation>Ein fertiges Board muss unten ≥ Mitte ≥ oben sein (gleich ist erlaubt). Sonst ist es &lt;b&gt;gefoult&lt;/b&gt;: Es verliert alle drei Reihen gegen jedes Board, das nicht gefoult ist, und zahlt, was ein Scoop nach der Wertung zahlt, plus die Royalties des anderen Spielers; es bekommt keine Royalties und kann Fantasyland weder erreichen noch darin bleiben. Zwei gefoulte Boards erzielen gegeneinander 0.</translation>
    </message>
    <message>
        <source>&amp;Shoot the moon</source>
        <translation>&amp;Shoot the Moon</translation>
    </message>
    <message>
        <source>A board that does not foul with a bottom row no better than jack-high (no pair) collects 20 points from every other player instead of the normal settlement; two such boards settle 0 between them.</source>
        <translation>Ein Board ohne Foul, dessen untere Reihe nicht besser als Bube hoch ist (kein Paar), kassiert statt der normalen Abrechnung 20 Punkte von jedem anderen Spieler; zwei solche Boards rechnen untereinander 0 ab.</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Deal: 5 cards, then 1 card on each of 8 streets.</source>
        <translation>Geben: 5 Karten, dann je 1 Karte in 8 Runden.</translation>
    </message>
    <message>
        <source>Deal: 5 cards, then 3 cards on each of 4 streets: place 2, discard 1.</source>
        <translation>Geben: 5 Karten, dann je 3 Karten in 4 Runden: 2 legen, 1 abwerfen.</translation>
    </message>
    <message>
        <source>Deal: 5 cards, then 4, then 4, all placed.</source>
        <translation>Geben: 5 Karten, dann 4, dann 4, alle werden gelegt.</translation>
    </message>
    <message>
        <source>Deal: All 13 cards at once, set face down and revealed together.</source>
        <translation>Geben: Alle 13 Karten auf einmal, verdeckt gelegt und gemeinsam aufgedeckt.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Two decks shuffled together (104 cards): duplicates count like any other card, so five of a kind exists</source>
        <translation>Zwei zusammen gemischte Decks (104 Karten): Doppelte zählen wie jede andere Karte, daher gibt es Fünflinge</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no jokers</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>Best legal board (a joker avoids a foul)</source>
        <translation>Bestes gültiges Board (ein Joker vermeidet ein Foul)</translation>
    </message>
    <message>
        <source>Each row on its own (even if it fouls)</source>
        <translation>Jede Reihe für sich (auch wenn das Board foult)</translation>
    </message>
    <message>
        <source>One orbit of the button</source>
        <translation>Ein Umlauf des Dealer-Buttons</translation>
    </message>
    <message>
        <source>A number of hands</source>
        <translation>Eine Anzahl Hände</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>To elimination ({points} points each)</source>
        <translation>Bis zum Ausscheiden (je {points} Punkte)</translation>
    </message>
    <message>
        <source>To a points target</source>
        <translation>Bis zu einem Punkteziel</translation>
    </message>
    <message>
        <source>hands</source>
        <comment>spin box unit</comment>
        <translation>Hände</translation>
    </message>
    <message>
        <source>points</source>
        <comment>spin box unit</comment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The &amp;button moves on Fantasyland hands</source>
        <translation>Der Dealer-&amp;Button wandert auch bei Fantasyland-Händen</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>&amp;Decks:</translation>
    </message>
    <message>
        <source>&amp;Jokers per deck:</source>
        <translation>&amp;Joker pro Deck:</translation>
    </message>
    <message>
        <source>Jokers p&amp;lay:</source>
        <translation>Joker &amp;werten:</translation>
    </message>
    <message>
        <source>&amp;Match length:</source>
        <translation>&amp;Partielänge:</translation>
    </message>
    <message>
        <source>Whatever its length, a match never ends while someone is in Fantasyland: that hand extends it.</source>
        <translation>Egal wie lang sie ist: Eine Partie endet nie, solange jemand in Fantasyland ist; diese Hand verlängert sie.</translation>
    </message>
</context>
<context>
    <name>GuidedHand</name>
    <message>
        <source>&lt;b&gt;Welcome to Open-Face Chinese Poker!&lt;/b&gt; You play one hand against {opponent}, a computer opponent. Each of you builds three poker hands, the &lt;i&gt;rows&lt;/i&gt;, from 13 cards: the &lt;b&gt;top&lt;/b&gt; row holds 3 cards, the &lt;b&gt;middle&lt;/b&gt; 5 and the &lt;b&gt;bottom&lt;/b&gt; 5. {opponent} acts first on every street; then it is your turn.</source>
        <translation>&lt;b&gt;Willkommen bei Open-Face Chinese Poker!&lt;/b&gt; Du spielst eine Hand gegen {opponent}, einen Computergegner. Jeder von euch baut aus 13 Karten drei Pokerhände, die &lt;i&gt;Reihen&lt;/i&gt;: Die &lt;b&gt;obere&lt;/b&gt; Reihe fasst 3 Karten, die &lt;b&gt;mittlere&lt;/b&gt; 5 und die &lt;b&gt;untere&lt;/b&gt; 5. {opponent} ist in jeder Runde zuerst dran, danach bist du an der Reihe.</translation>
    </message>
    <message>
        <source>Your first five cards: {cards}. Place each one: click it, then click a row (or drag it there). By the end the bottom row must be the strongest, the middle next and the top the weakest. So the pair of queens goes to the bottom, with the {bottom}, and the {middle} and {middle_too} start the middle. Leave the top empty for now: queens on top would need a middle and a bottom that beat them, and the board would very likely &lt;b&gt;foul&lt;/b&gt;. Then press &lt;b&gt;Confirm&lt;/b&gt; (or Enter).</source>
        <translation>Deine ersten fünf Karten: {cards}. Leg jede davon: Klick sie an und dann eine Reihe (oder zieh sie dorthin). Am Ende muss die untere Reihe die stärkste sein, die mittlere die nächststärkere und die obere die schwächste. Deshalb kommt das Paar Damen nach unten, zusammen mit {bottom}, und {middle} und {middle_too} eröffnen die Mitte. Lass die obere Reihe vorerst leer: Damen oben bräuchten eine mittlere und eine untere Reihe, die sie schlagen, und das Board wäre sehr wahrscheinlich ein &lt;b&gt;Foul&lt;/b&gt;. Drück dann auf &lt;b&gt;Bestätigen&lt;/b&gt; (oder Enter).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stronger and weaker rows.&lt;/b&gt; Each row is a poker hand. When the board is complete, the bottom must be at least as strong as the middle, and the middle at least as strong as the top. If not, the board &lt;b&gt;fouls&lt;/b&gt;: it loses all three rows and the scoop, {scoop} points, pays the other side&apos;s royalties and earns none of its own. A pair of queens is a good start for the strongest row.</source>
        <translation>&lt;b&gt;Stärkere und schwächere Reihen.&lt;/b&gt; Jede Reihe ist eine Pokerhand. Wenn das Board voll ist, muss die untere Reihe mindestens so stark sein wie die mittlere und die mittlere mindestens so stark wie die obere. Sonst ist das Board ein &lt;b&gt;Foul&lt;/b&gt;: Es verliert alle drei Reihen und den Scoop, {scoop} Punkte, zahlt die Royalties der Gegenseite und bekommt keine eigenen. Ein Paar Damen ist ein guter Anfang für die stärkste Reihe.</translation>
    </message>
    <message>
        <source>From now on one card comes per street. {card} pairs nothing: put it in the middle, and keep the bottom&apos;s free places for cards that can improve your queens. Then confirm.</source>
        <translation>Ab jetzt kommt pro Runde eine Karte. {card} bildet kein Paar: Leg sie in die Mitte und halte die freien Plätze unten für Karten frei, die deine Damen verbessern können. Dann bestätigen.</translation>
    </message>
    <message>
        <source>{card}: an ace on top is as good a play as any here, and it starts a Fantasyland chance: should a second ace come, a pair of aces on top pays a royalty of {royalty} and takes you to &lt;b&gt;Fantasyland&lt;/b&gt;. It adds a little foul risk: the middle will have to beat that pair.</source>
        <translation>{card}: Ein Ass oben ist hier so gut wie jeder andere Zug, und es eröffnet eine Fantasyland-Chance: Kommt ein zweites Ass, bringt dir ein Paar Asse oben {royalty} Royalty-Punkte und führt dich ins &lt;b&gt;Fantasyland&lt;/b&gt;. Das Foul-Risiko steigt dadurch ein wenig: Die mittlere Reihe muss dieses Paar schlagen.</translation>
    </message>
    <message>
        <source>{card} pairs your {pair}: put it in the middle, for a pair of nines.</source>
        <translation>{card} bildet ein Paar mit {pair}: Leg sie in die Mitte, für ein Paar Neunen.</translation>
    </message>
    <message>
        <source>Your rows are in the right order: the bottom&apos;s pair of queens beats the middle&apos;s pair of nines, and the middle beats the top&apos;s single ace. Keep them that way.</source>
        <translation>Deine Reihen stehen in der richtigen Reihenfolge: Das Paar Damen unten schlägt das Paar Neunen in der Mitte, und die Mitte schlägt das einzelne Ass oben. Halte es so.</translation>
    </message>
    <message>
        <source>{card} pairs your {pair} at the bottom: two pair, queens and eights.</source>
        <translation>{card} bildet unten ein Paar mit {pair}: Zwei Paare, Damen und Achten.</translation>
    </message>
    <message>
        <source>{card} pairs your {pair} and completes the middle: two pair, nines and fours. A complete middle must not beat the bottom, and your bottom&apos;s two pair, queens and eights, is higher.</source>
        <translation>{card} bildet ein Paar mit {pair} und macht die Mitte voll: Zwei Paare, Neunen und Vieren. Eine volle mittlere Reihe darf die untere nicht schlagen, und deine Zwei Paare unten, Damen und Achten, sind höher.</translation>
    </message>
    <message>
        <source>{card}, a third queen! At the bottom it makes a full house, queens over eights.</source>
        <translation>{card}, eine dritte Dame! Unten ergibt sie ein Full House, Damen über Achten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;A full house!&lt;/b&gt; Strong rows earn bonus points called &lt;b&gt;royalties&lt;/b&gt;: a full house at the bottom pays {royalty}. You collect them from {opponent} whether or not you win the row. Confirm the street when you are ready.</source>
        <translation>&lt;b&gt;Ein Full House!&lt;/b&gt; Starke Reihen bringen Bonuspunkte, die &lt;b&gt;Royalties&lt;/b&gt;: Ein Full House unten bringt {royalty}. Du bekommst sie von {opponent}, egal ob du die Reihe gewinnst oder nicht. Bestätige die Runde, wenn du so weit bist.</translation>
    </message>
    <message>
        <source>{card}, the second ace, can only go on top: a pair of aces pays a royalty of {royalty}, and queens or better on top with no foul take you to &lt;b&gt;Fantasyland&lt;/b&gt;. Your middle&apos;s two pair beats any pair; only a third ace as the last card could still make the top beat it and foul the board.</source>
        <translation>{card}, das zweite Ass, kann nur nach oben: Ein Paar Asse bringt {royalty} Royalty-Punkte, und Damen oder besser oben ohne Foul führen dich ins &lt;b&gt;Fantasyland&lt;/b&gt;. Deine Zwei Paare in der Mitte schlagen jedes Paar; nur ein drittes Ass als letzte Karte könnte die obere Reihe noch stärker machen und das Board zum Foul machen.</translation>
    </message>
    <message>
        <source>The last card, {card}, goes in the only free place, on top. Confirm it, and the boards are scored.</source>
        <translation>Die letzte Karte, {card}, kommt auf den einzigen freien Platz, oben. Bestätige sie, dann werden die Boards gewertet.</translation>
    </message>
    <message>
        <source>The boards are compared row by row.</source>
        <translation>Die Boards werden Reihe für Reihe verglichen.</translation>
    </message>
    <message>
        <source>Queens or better on top take you to Fantasyland.</source>
        <translation>Damen oder besser oben führen dich ins Fantasyland.</translation>
    </message>
    <message>
        <source>&lt;b&gt;This board will foul&lt;/b&gt; whatever cards come: a row already beats the row below it. Take the card back before you confirm (Backspace undoes the last move).</source>
        <translation>&lt;b&gt;Dieses Board wird ein Foul&lt;/b&gt;, egal welche Karten kommen: Eine Reihe schlägt schon die Reihe darunter. Nimm die Karte zurück, bevor du bestätigst (die Rücktaste macht den letzten Zug rückgängig).</translation>
    </message>
    <message>
        <source>Now press &lt;b&gt;Confirm&lt;/b&gt; (or Enter).</source>
        <translation>Drück jetzt auf &lt;b&gt;Bestätigen&lt;/b&gt; (oder Enter).</translation>
    </message>
    <message>
        <source>The lesson suggested the {suggested} row for {card}; you chose the {placed} row. You may move it until you confirm; if you keep it, the lesson goes on, but its words may no longer fit your cards.</source>
        <translation>Die Lektion hat für {card} die Reihe {suggested} vorgeschlagen; du hast die Reihe {placed} gewählt. Du kannst die Karte verschieben, bis du bestätigst; wenn du sie dort lässt, geht die Lektion weiter, aber ihre Erklärungen passen dann vielleicht nicht mehr zu deinen Karten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring.&lt;/b&gt; The boards are compared row by row.</source>
        <translation>&lt;b&gt;Wertung.&lt;/b&gt; Die Boards werden Reihe für Reihe verglichen.</translation>
    </message>
    <message>
        <source>Both boards fouled, so they score 0 against each other.</source>
        <translation>Beide Boards sind gefoult, also gibt es zwischen ihnen 0 Punkte.</translation>
    </message>
    <message>
        <source>Your board fouled and loses all three rows: that costs a scoop&apos;s {scoop} points plus the other side&apos;s royalties.</source>
        <translation>Dein Board ist gefoult und verliert alle drei Reihen: Das kostet die {scoop} Punkte eines Scoops plus die Royalties der Gegenseite.</translation>
    </message>
    <message>
        <source>{other}&apos;s board fouled and loses all three rows: that costs a scoop&apos;s {scoop} points plus the other side&apos;s royalties.</source>
        <translation>Das Board von {other} ist gefoult und verliert alle drei Reihen: Das kostet die {scoop} Punkte eines Scoops plus die Royalties der Gegenseite.</translation>
    </message>
    <message>
        <source>You won all three rows: 3 × {row_points} for the rows plus {bonus} for the &lt;b&gt;scoop&lt;/b&gt;, {scoop} points.</source>
        <translation>Du hast alle drei Reihen gewonnen: 3 × {row_points} für die Reihen plus {bonus} für den &lt;b&gt;Scoop&lt;/b&gt;, {scoop} Punkte.</translation>
    </message>
    <message>
        <source>You won the {rows}.</source>
        <translation>Du hast {rows} gewonnen.</translation>
    </message>
    <message>
        <source>{other} won the {rows}.</source>
        <translation>{other} hat {rows} gewonnen.</translation>
    </message>
    <message>
        <source>Rows: {rows}, scoop bonus: {scoop}.</source>
        <translation>Reihen: {rows}, Scoop-Bonus: {scoop}.</translation>
    </message>
    <message>
        <source>Royalties: you collect {mine} and {other} {theirs}; they are settled against each other, {net} to you.</source>
        <translation>Royalties: Du bekommst {mine} und {other} {theirs}; sie werden miteinander verrechnet, {net} für dich.</translation>
    </message>
    <message>
        <source>Your result: &lt;b&gt;{total}&lt;/b&gt; (and {other_total} for {other}). The score review shows it row by row.</source>
        <translation>Dein Ergebnis: &lt;b&gt;{total}&lt;/b&gt; (und {other_total} für {other}). Die Abrechnung zeigt es Reihe für Reihe.</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>Siebenen</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <source>a three of a kind, {ranks}</source>
        <translation>ein Drilling {ranks}</translation>
    </message>
    <message>
        <source>a pair of {ranks}</source>
        <translation>ein Paar {ranks}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fantasyland&lt;/b&gt;: a board that does not foul with queens or better on top earns a special next hand: you get all 13 cards at once and set them face down, while {opponent} plays card by card as usual.</source>
        <translation>&lt;b&gt;Fantasyland&lt;/b&gt;: Ein Board ohne Foul mit Damen oder besser oben bringt eine besondere nächste Hand: Du bekommst alle 13 Karten auf einmal und legst sie verdeckt, während {opponent} wie üblich Karte für Karte spielt.</translation>
    </message>
    <message>
        <source>{rule} &lt;b&gt;You made it&lt;/b&gt; with {top} on top: your next hand deals you {cards} cards at once. Deal it (Game → Next hand) to play it, or press Finish to end the lesson.</source>
        <extracomment>{top} is the top row&apos;s hand in running text: &quot;a pair of aces&quot;</extracomment>
        <translation>{rule} &lt;b&gt;Geschafft&lt;/b&gt;, oben liegt {top}: In deiner nächsten Hand bekommst du {cards} Karten auf einmal. Teile sie aus (Spiel → Nächste Hand), um sie zu spielen, oder drück auf Beenden, um die Lektion abzuschließen.</translation>
    </message>
    <message>
        <source>{rule} Not this time ({verdict}). Press Finish to end the lesson.</source>
        <translation>{rule} Diesmal nicht ({verdict}). Drück auf Beenden, um die Lektion abzuschließen.</translation>
    </message>
    <message>
        <source>{rule} Not this time. Press Finish to end the lesson.</source>
        <translation>{rule} Diesmal nicht. Drück auf Beenden, um die Lektion abzuschließen.</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
</context>
<context>
    <name>HandAnalysis</name>
    <message>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>inaccuracies</source>
        <translation>Ungenauigkeiten</translation>
    </message>
    <message>
        <source>mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunders</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>{low} or more</source>
        <translation>{low} oder mehr</translation>
    </message>
    <message>
        <source>under {high}</source>
        <translation>unter {high}</translation>
    </message>
    <message>
        <source>Points lost: {bands}. A loss within {n} standard errors of zero is at worst an inaccuracy.</source>
        <translation>Punktverlust: {bands}. Ein Verlust innerhalb von {n} Standardfehlern um null ist höchstens eine Ungenauigkeit.</translation>
    </message>
    <message>
        <source>Street {street}</source>
        <translation>Runde {street}</translation>
    </message>
    <message>
        <source>the best play</source>
        <translation>der beste Zug</translation>
    </message>
    <message>
        <source>{loss} points</source>
        <translation>{loss} Punkte</translation>
    </message>
    <message>
        <source>Street {street}: {symbol} {grade}.</source>
        <translation>Runde {street}: {symbol} {grade}.</translation>
    </message>
    <message>
        <source>You played: {play} ({value}).</source>
        <translation>Du hast gespielt: {play} ({value}).</translation>
    </message>
    <message>
        <source>That was the best play.</source>
        <translation>Das war der beste Zug.</translation>
    </message>
    <message>
        <source>Best: {play} ({value}).</source>
        <translation>Bester Zug: {play} ({value}).</translation>
    </message>
    <message>
        <source>Lost {loss} points.</source>
        <translation>{loss} Punkte verloren.</translation>
    </message>
    <message>
        <source>Judged exactly: royalties plus the value of Fantasyland.</source>
        <translation>Exakt bewertet: Royalties plus der Wert von Fantasyland.</translation>
    </message>
    <message>
        <source>{count} plays valued exactly: nothing was left to come, so every outcome was certain.</source>
        <translation>{count} Spielzüge exakt bewertet: Es war nichts mehr zu erwarten, jedes Ergebnis stand fest.</translation>
    </message>
    <message>
        <source>{count} plays valued exactly: every one of the {futures} ways the cards still to come can fall was counted.</source>
        <translation>{count} Spielzüge exakt bewertet: Jede der {futures} Möglichkeiten, wie die noch kommenden Karten fallen können, wurde gezählt.</translation>
    </message>
    <message>
        <source>Yours ranks {rank} of {count} plays, weighed on {samples} futures each.</source>
        <translation>Dein Zug liegt auf Platz {rank} von {count} Zügen, jeweils an {samples} möglichen Verläufen gemessen.</translation>
    </message>
    <message>
        <source>{count} plays weighed on {samples} futures each.</source>
        <translation>{count} Züge, jeweils an {samples} möglichen Verläufen gemessen.</translation>
    </message>
    <message>
        <source>Nothing to review: you played no street of this hand.</source>
        <translation>Nichts zu bewerten: Du hast in dieser Hand keine Runde gespielt.</translation>
    </message>
    <message>
        <source>Points lost to the best plays: {loss} ± {error}. {graded}.</source>
        <translation>Punktverlust gegenüber den besten Zügen: {loss} ± {error}. {graded}.</translation>
    </message>
    <message>
        <source>Your board was already the best arrangement ({points}).</source>
        <translation>Dein Board war bereits die beste Anordnung ({points}).</translation>
    </message>
    <message>
        <source>Best arrangement: {points}, as many points, and Fantasyland.</source>
        <translation>Beste Anordnung: {points}, gleich viele Punkte, und Fantasyland.</translation>
    </message>
    <message>
        <source>Best arrangement: {best} instead of {played} ({difference} points better).</source>
        <translation>Beste Anordnung: {best} statt {played} ({difference} Punkte besser).</translation>
    </message>
    <message>
        <source>Top {top} · middle {middle} · bottom {bottom}</source>
        <translation>Oben {top} · Mitte {middle} · Unten {bottom}</translation>
    </message>
    <message>
        <source>Leaving out {cards}.</source>
        <translation>Ohne {cards}.</translation>
    </message>
    <message>
        <source>Royalties of the best board: {royalties}.</source>
        <translation>Royalties des besten Boards: {royalties}.</translation>
    </message>
    <message>
        <source>It reaches Fantasyland, which your board did not.</source>
        <translation>Es erreicht Fantasyland, dein Board nicht.</translation>
    </message>
    <message>
        <source>Your board reached Fantasyland; the best one for points does not.</source>
        <translation>Dein Board hat Fantasyland erreicht; das punktbeste Board nicht.</translation>
    </message>
    <message>
        <source>Both boards reach Fantasyland.</source>
        <translation>Beide Boards erreichen Fantasyland.</translation>
    </message>
    <message>
        <source>Declare the natural: {natural}.</source>
        <translation>Sag das Natural an: {natural}.</translation>
    </message>
    <message>
        <source>You surrendered: your board is counted as if played out.</source>
        <translation>Du hast aufgegeben: Dein Board wird gewertet, als wäre es ausgespielt worden.</translation>
    </message>
    <message>
        <source>Against {player}: {played} played, {best} best.</source>
        <translation>Gegen {player}: {played} gespielt, {best} bestmöglich.</translation>
    </message>
</context>
<context>
    <name>HandAnalysisPanel</name>
    <message>
        <source>Analysis of your hand</source>
        <translation>Analyse deiner Hand</translation>
    </message>
    <message>
        <source>Did I set it right?</source>
        <translation>Richtig gelegt?</translation>
    </message>
    <message>
        <source>The best arrangement of your cards against the boards you faced</source>
        <translation>Die beste Anordnung deiner Karten gegen die Boards deiner Gegner</translation>
    </message>
    <message>
        <source>Show the best board</source>
        <translation>Bestes Board zeigen</translation>
    </message>
    <message>
        <source>Did I play it right?</source>
        <translation>Richtig gespielt?</translation>
    </message>
    <message>
        <source>Every street you played graded against every other play</source>
        <translation>Jede deiner Runden, bewertet gegen alle anderen Züge</translation>
    </message>
    <message>
        <source>Your board</source>
        <translation>Dein Board</translation>
    </message>
    <message>
        <source>Your decisions</source>
        <translation>Deine Entscheidungen</translation>
    </message>
    <message>
        <source>Progress of the analysis</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop this analysis</source>
        <translation>Diese Analyse abbrechen</translation>
    </message>
    <message>
        <source>{player}: the best way to set your cards, and every decision you took, graded.</source>
        <translation>{player}: die beste Art, deine Karten zu legen, und jede deiner Entscheidungen, bewertet.</translation>
    </message>
    <message>
        <source>No analysis here: this replay is nobody&apos;s own view (anyone at a shared screen may be looking), so no player&apos;s hidden cards are shown, and an analysis needs them.</source>
        <translation>Keine Analyse hier: Diese Wiederholung ist nicht die Sicht eines bestimmten Spielers (an einem gemeinsamen Bildschirm kann jeder zusehen), daher werden die verdeckten Karten keines Spielers gezeigt, und eine Analyse braucht sie.</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>Die Analyse ist fehlgeschlagen: {message}</translation>
    </message>
    <message>
        <source>Show the board I played</source>
        <translation>Mein gespieltes Board zeigen</translation>
    </message>
    <message>
        <source>Leaving out {cards}</source>
        <translation>Abgeworfen: {cards}</translation>
    </message>
    <message>
        <source>The board you played: {points}</source>
        <translation>Dein gespieltes Board: {points}</translation>
    </message>
    <message>
        <source>Analyse this street in the lab</source>
        <translation>Diese Runde im Labor analysieren</translation>
    </message>
    <message>
        <source>Open the chosen decision&apos;s street in the position lab, as you saw it: every play, its figures, and what if</source>
        <translation>Die Runde der gewählten Entscheidung im Stellungslabor öffnen, so wie du sie gesehen hast: jeder Zug, seine Zahlen und was wäre, wenn</translation>
    </message>
</context>
<context>
    <name>HandGrader</name>
    <message>
        <source>Hand {number}, played {when}</source>
        <translation>Hand {number}, gespielt am {when}</translation>
    </message>
</context>
<context>
    <name>HandImport</name>
    <message>
        <source>Importing hands</source>
        <translation>Hände werden importiert</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the import: nothing is added</source>
        <translation>Den Import abbrechen: Es wird nichts hinzugefügt</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>{file} wird gelesen …</translation>
    </message>
    <message>
        <source>Checking the hands of {file}: {done} of {total}</source>
        <translation>Die Hände aus {file} werden geprüft: {done} von {total}</translation>
    </message>
    <message>
        <source>Adding the hands of {file} to your history…</source>
        <translation>Die Hände aus {file} werden deinem Verlauf hinzugefügt …</translation>
    </message>
    <message>
        <source>Imported 0 new hands from {file}: all {count} were already in your history.</source>
        <translation>0 neue Hände aus {file} importiert: Alle {count} waren schon in deinem Verlauf.</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 Hand</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} Hände</translation>
    </message>
    <message>
        <source>1 new match</source>
        <translation>1 neue Partie</translation>
    </message>
    <message>
        <source>{count} new matches</source>
        <translation>{count} neue Partien</translation>
    </message>
    <message>
        <source>Imported {hands} from {file} as {matches}</source>
        <translation>{hands} aus {file} als {matches} importiert</translation>
    </message>
    <message>
        <source>; 1 was already in your history</source>
        <translation>; 1 war schon in deinem Verlauf</translation>
    </message>
    <message>
        <source>; {count} were already in your history</source>
        <translation>; {count} waren schon in deinem Verlauf</translation>
    </message>
    <message>
        <source>; 1 was in the file twice</source>
        <translation>; 1 war doppelt in der Datei</translation>
    </message>
    <message>
        <source>; {count} were in the file twice</source>
        <translation>; {count} waren doppelt in der Datei</translation>
    </message>
</context>
<context>
    <name>HandNames</name>
    <message>
        <source>No cards</source>
        <translation>Keine Karten</translation>
    </message>
    <message>
        <source>{rank} high</source>
        <extracomment>{rank} is a rank in the singular (&quot;Queen&quot;), as in &quot;{rank}-high straight&quot;</extracomment>
        <translation>{rank} hoch</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <extracomment>{ranks} is a rank in the plural (&quot;Queens&quot;), as in every name with {ranks}</extracomment>
        <translation>Paar {ranks}</translation>
    </message>
    <message>
        <source>Two pair, {high} and {low}</source>
        <translation>Zwei Paare, {high} und {low}</translation>
    </message>
    <message>
        <source>Three of a kind, {ranks}</source>
        <translation>Drilling, {ranks}</translation>
    </message>
    <message>
        <source>{rank}-high straight</source>
        <translation>Straße, {rank} hoch</translation>
    </message>
    <message>
        <source>{rank}-high flush</source>
        <translation>Flush, {rank} hoch</translation>
    </message>
    <message>
        <source>Full house, {trips} over {pair}</source>
        <translation>Full House, {trips} über {pair}</translation>
    </message>
    <message>
        <source>Four of a kind, {ranks}</source>
        <translation>Vierling, {ranks}</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Royal Flush</translation>
    </message>
    <message>
        <source>{rank}-high straight flush</source>
        <translation>Straight Flush, {rank} hoch</translation>
    </message>
    <message>
        <source>Five of a kind, {ranks}</source>
        <translation>Fünfling, {ranks}</translation>
    </message>
</context>
<context>
    <name>HistoryBrowser</name>
    <message>
        <source>Hand history (*.json)</source>
        <translation>Handverlauf (*.json)</translation>
    </message>
    <message>
        <source>Readable text (*.txt)</source>
        <translation>Lesbarer Text (*.txt)</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Handverlauf</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>&amp;All hands</source>
        <translation>&amp;Alle Hände</translation>
    </message>
    <message>
        <source>Show the hands of every match</source>
        <translation>Die Hände aller Partien anzeigen</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiederholung</translation>
    </message>
    <message>
        <source>Replay the selected hand street by street</source>
        <translation>Die gewählte Hand Runde für Runde wiederholen</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>A&amp;brechnung</translation>
    </message>
    <message>
        <source>The selected hand&apos;s score review</source>
        <translation>Die Abrechnung der gewählten Hand</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the selected hands, or else the selected match, as a file (JSON or readable text)</source>
        <translation>Die gewählten Hände, sonst die gewählte Partie, als Datei speichern (JSON oder lesbarer Text)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Add the hands of a history file</source>
        <translation>Die Hände einer Verlaufsdatei hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>Statistics and charts of your play</source>
        <translation>Statistik und Diagramme zu deinem Spiel</translation>
    </message>
    <message>
        <source>S&amp;kill score</source>
        <translation>Spielstär&amp;ke</translation>
    </message>
    <message>
        <source>Review every decision you took in the selected match: the points lost per hand to the best plays (lower is better)</source>
        <translation>Jede deiner Entscheidungen in der gewählten Partie bewerten: die verlorenen Punkte pro Hand gegenüber den besten Zügen (weniger ist besser)</translation>
    </message>
    <message>
        <source>Skill score progress</source>
        <translation>Fortschritt der Spielstärke</translation>
    </message>
    <message>
        <source>Reviewing your decisions… %p%</source>
        <translation>Deine Entscheidungen werden bewertet… %p%</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Sto&amp;pp</translation>
    </message>
    <message>
        <source>Stop the review of the match</source>
        <translation>Die Bewertung der Partie stoppen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>&amp;Fouled only</source>
        <translation>Nur &amp;gefoulte</translation>
    </message>
    <message>
        <source>Fa&amp;ntasyland only</source>
        <translation>Nur Fa&amp;ntasyland</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>Spiele&amp;r:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Matches&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partien&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;All hands&lt;/b&gt; ({count})</source>
        <translation>&lt;b&gt;Alle Hände&lt;/b&gt; ({count})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hands of the match of {when}&lt;/b&gt; ({count})</source>
        <translation>&lt;b&gt;Hände der Partie vom {when}&lt;/b&gt; ({count})</translation>
    </message>
    <message>
        <source>Not for a shared screen: the review would show one player&apos;s cards to everyone</source>
        <translation>Nicht bei geteiltem Bildschirm: Die Abrechnung würde allen die Karten eines Spielers zeigen</translation>
    </message>
    <message>
        <source>This hand cannot be replayed</source>
        <translation>Diese Hand kann nicht wiederholt werden</translation>
    </message>
    <message>
        <source>Nothing was exported</source>
        <translation>Nichts wurde exportiert</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nichts zu exportieren</translation>
    </message>
    <message>
        <source>Only finished hands can be exported.</source>
        <translation>Nur beendete Hände können exportiert werden.</translation>
    </message>
    <message>
        <source>Export hand history</source>
        <translation>Handverlauf exportieren</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} gespeichert.</translation>
    </message>
    <message>
        <source>Reviewing every decision you took in this match…</source>
        <translation>Jede deiner Entscheidungen in dieser Partie wird bewertet…</translation>
    </message>
    <message>
        <source>The review was stopped.</source>
        <translation>Die Bewertung wurde gestoppt.</translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>Die Bewertung ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>{player} finished no hand in this match.</source>
        <translation>{player} hat in dieser Partie keine Hand beendet.</translation>
    </message>
    <message>
        <source>Skill score of {player} in this match: {score:.2f} points lost per hand to the best plays (± {error:.2f}) over {hands} hands; {mistakes} costly decisions. Lower is better; 0 is flawless.</source>
        <translation>Spielstärke von {player} in dieser Partie: {score:.2f} Punkte Verlust pro Hand gegenüber den besten Zügen (± {error:.2f}) über {hands} Hände; {mistakes} teure Entscheidungen. Weniger ist besser; 0 ist fehlerlos.</translation>
    </message>
    <message>
        <source>Import hand history</source>
        <translation>Handverlauf importieren</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Importing {file}…</source>
        <translation>{file} wird importiert…</translation>
    </message>
    <message>
        <source>Nothing was imported. {reason}</source>
        <translation>Nichts wurde importiert. {reason}</translation>
    </message>
    <message>
        <source>Nothing was imported</source>
        <translation>Nichts wurde importiert</translation>
    </message>
    <message>
        <source>The import of {file} was cancelled: nothing was imported.</source>
        <translation>Der Import von {file} wurde abgebrochen: Nichts wurde importiert.</translation>
    </message>
</context>
<context>
    <name>HistoryErrors</name>
    <message>
        <source>names no card</source>
        <translation>nennt keine Karte</translation>
    </message>
    <message>
        <source>has a bad deck copy {copy!r}</source>
        <translation>hat eine ungültige Deckkopie {copy!r}</translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation>ist kein Objekt</translation>
    </message>
    <message>
        <source>is of an unknown kind {name!r}</source>
        <translation>ist von unbekannter Art {name!r}</translation>
    </message>
    <message>
        <source>has a bad seat {seat!r}</source>
        <translation>hat einen ungültigen Platz {seat!r}</translation>
    </message>
    <message>
        <source>has unknown keys {keys}</source>
        <translation>hat unbekannte Schlüssel {keys}</translation>
    </message>
    <message>
        <source>names no row ({row!r})</source>
        <translation>nennt keine Reihe ({row!r})</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>move {number} of the hand</source>
        <translation>Zug {number} der Hand</translation>
    </message>
    <message>
        <source>{where} must be an object with name, kind and level</source>
        <translation>{where} muss ein Objekt mit name, kind und level sein</translation>
    </message>
    <message>
        <source>{where} needs a non-empty name</source>
        <translation>{where} braucht einen nicht leeren Namen</translation>
    </message>
    <message>
        <source>{where}: kind is one of {kinds}, not {kind!r}</source>
        <translation>{where}: kind ist eines von {kinds}, nicht {kind!r}</translation>
    </message>
    <message>
        <source>{where}: level must be a name or null</source>
        <translation>{where}: level muss ein Name oder null sein</translation>
    </message>
    <message>
        <source>damaged history: {key!r} must be a whole number from {low} to {high}, not {value!r}</source>
        <translation>beschädigter Verlauf: {key!r} muss eine ganze Zahl von {low} bis {high} sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>the seats must name the hand&apos;s players in seat order</source>
        <translation>die Plätze müssen die Spieler der Hand in der Reihenfolge der Plätze nennen</translation>
    </message>
    <message>
        <source>only a finished hand can be shared</source>
        <translation>nur eine beendete Hand kann geteilt werden</translation>
    </message>
    <message>
        <source>damaged history: &quot;dealt&quot; must be a string of cards</source>
        <translation>beschädigter Verlauf: &quot;dealt&quot; muss eine Zeichenkette aus Karten sein</translation>
    </message>
    <message>
        <source>damaged history: more cards dealt than the {cards} of the shoe</source>
        <translation>beschädigter Verlauf: mehr Karten ausgeteilt als die {cards} des Kartenschlittens</translation>
    </message>
    <message>
        <source>damaged history: dealt card {token!r}: {error}</source>
        <translation>beschädigter Verlauf: ausgeteilte Karte {token!r}: {error}</translation>
    </message>
    <message>
        <source>damaged history: dealt card {token!r} is not in the shoe or is dealt twice</source>
        <translation>beschädigter Verlauf: ausgeteilte Karte {token!r} ist nicht im Kartenschlitten oder wurde doppelt ausgeteilt</translation>
    </message>
    <message>
        <source>not a hand history (expected format {format!r})</source>
        <translation>kein Handverlauf (erwartet wird das Format {format!r})</translation>
    </message>
    <message>
        <source>damaged hand history: rules: {error}</source>
        <translation>beschädigter Handverlauf: Regeln: {error}</translation>
    </message>
    <message>
        <source>damaged hand history: &quot;players&quot; must be a list of names</source>
        <translation>beschädigter Handverlauf: &quot;players&quot; muss eine Liste von Namen sein</translation>
    </message>
    <message>
        <source>damaged hand history: &quot;seats&quot; must be a list of seats</source>
        <translation>beschädigter Handverlauf: &quot;seats&quot; muss eine Liste von Plätzen sein</translation>
    </message>
    <message>
        <source>damaged hand history: &quot;fantasyland&quot; must list [seat, cards]</source>
        <translation>beschädigter Handverlauf: &quot;fantasyland&quot; muss [Platz, Karten] angeben</translation>
    </message>
    <message>
        <source>damaged hand history: a record with a seed hides no cards</source>
        <translation>beschädigter Handverlauf: Ein Datensatz mit Seed verbirgt keine Karten</translation>
    </message>
    <message>
        <source>damaged hand history: {error}</source>
        <translation>beschädigter Handverlauf: {error}</translation>
    </message>
    <message>
        <source>damaged hand history: &quot;actions&quot; must be a list</source>
        <translation>beschädigter Handverlauf: &quot;actions&quot; muss eine Liste sein</translation>
    </message>
    <message>
        <source>names a hidden card {index!r} that was not dealt</source>
        <translation>nennt eine verdeckte Karte {index!r}, die nicht ausgeteilt wurde</translation>
    </message>
    <message>
        <source>action {index} {error}</source>
        <translation>Aktion {index} {error}</translation>
    </message>
    <message>
        <source>action {index} does not replay: {error}</source>
        <translation>Aktion {index} lässt sich nicht nachspielen: {error}</translation>
    </message>
    <message>
        <source>the replay does not match the recorded dealt cards</source>
        <translation>die Wiederholung stimmt nicht mit den gespeicherten ausgeteilten Karten überein</translation>
    </message>
    <message>
        <source>the replay does not match the recorded {key}</source>
        <translation>die Wiederholung stimmt nicht mit dem gespeicherten Feld {key} überein</translation>
    </message>
    <message>
        <source>damaged history: &quot;hands&quot; must be a non-empty list</source>
        <translation>beschädigter Verlauf: &quot;hands&quot; muss eine nicht leere Liste sein</translation>
    </message>
    <message>
        <source>damaged history: too many hands</source>
        <translation>beschädigter Verlauf: zu viele Hände</translation>
    </message>
    <message>
        <source>hand {number}: {error}</source>
        <translation>Hand {number}: {error}</translation>
    </message>
    <message>
        <source>hand {number} does not follow from the match: its rules differ</source>
        <translation>Hand {number} passt nicht zur Partie: Ihre Regeln sind anders</translation>
    </message>
    <message>
        <source>hand {number} does not follow from the match: its {key} differs</source>
        <translation>Hand {number} passt nicht zur Partie: Das Feld {key} ist anders</translation>
    </message>
    <message>
        <source>hand {number} does not follow from the match: its seed differs</source>
        <translation>Hand {number} passt nicht zur Partie: Ihr Seed ist anders</translation>
    </message>
    <message>
        <source>damaged match history: it needs a list of hands</source>
        <translation>beschädigter Partieverlauf: Er braucht eine Liste von Händen</translation>
    </message>
    <message>
        <source>damaged match history: hand 1 has no players</source>
        <translation>beschädigter Partieverlauf: Hand 1 hat keine Spieler</translation>
    </message>
    <message>
        <source>not a match history (expected format {format!r})</source>
        <translation>kein Partieverlauf (erwartet wird das Format {format!r})</translation>
    </message>
    <message>
        <source>damaged match history: rules: {error}</source>
        <translation>beschädigter Partieverlauf: Regeln: {error}</translation>
    </message>
    <message>
        <source>damaged match history: &quot;seats&quot; must be a list of seats</source>
        <translation>beschädigter Partieverlauf: &quot;seats&quot; muss eine Liste von Plätzen sein</translation>
    </message>
    <message>
        <source>damaged match history: it needs a list of events with a hand</source>
        <translation>beschädigter Partieverlauf: Er braucht eine Liste von Ereignissen mit einer Hand</translation>
    </message>
    <message>
        <source>damaged match history: too many events</source>
        <translation>beschädigter Partieverlauf: zu viele Ereignisse</translation>
    </message>
    <message>
        <source>damaged match history: {error}</source>
        <translation>beschädigter Partieverlauf: {error}</translation>
    </message>
    <message>
        <source>event {number} is not an object</source>
        <translation>Ereignis {number} ist kein Objekt</translation>
    </message>
    <message>
        <source>event {number} names nobody to leave</source>
        <translation>Ereignis {number} nennt niemanden, der gehen soll</translation>
    </message>
    <message>
        <source>event {number} is of an unknown kind {kind!r}</source>
        <translation>Ereignis {number} ist von unbekannter Art {kind!r}</translation>
    </message>
    <message>
        <source>event {number}: {error}</source>
        <translation>Ereignis {number}: {error}</translation>
    </message>
    <message>
        <source>event {number} does not replay: {error}</source>
        <translation>Ereignis {number} lässt sich nicht nachspielen: {error}</translation>
    </message>
    <message>
        <source>a hand starts before the one before it is finished</source>
        <translation>eine Hand beginnt, bevor die vorige beendet ist</translation>
    </message>
    <message>
        <source>a hand of a seeded match has no seed</source>
        <translation>eine Hand einer Partie mit Seed hat keinen Seed</translation>
    </message>
    <message>
        <source>a hand has neither seed nor dealt cards</source>
        <translation>eine Hand hat weder Seed noch ausgeteilte Karten</translation>
    </message>
    <message>
        <source>damaged match history: totals must be whole numbers</source>
        <translation>beschädigter Partieverlauf: Die Summen müssen ganze Zahlen sein</translation>
    </message>
    <message>
        <source>the recorded totals do not match the replayed hands</source>
        <translation>die gespeicherten Summen passen nicht zu den nachgespielten Händen</translation>
    </message>
    <message>
        <source>the match was recorded as over but the replay says otherwise</source>
        <translation>die Partie wurde als beendet gespeichert, aber die Wiederholung sagt etwas anderes</translation>
    </message>
    <message>
        <source>the match was recorded as unfinished but the replay says otherwise</source>
        <translation>die Partie wurde als nicht beendet gespeichert, aber die Wiederholung sagt etwas anderes</translation>
    </message>
</context>
<context>
    <name>HistoryModels</name>
    <message>
        <source>unfinished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <source>{name} played in it</source>
        <translation>{name} spielte darin</translation>
    </message>
    <message>
        <source>{name} earned it</source>
        <translation>{name} hat es erreicht</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Being played, or saved to be resumed</source>
        <translation>Wird gespielt oder ist zum Fortsetzen gespeichert</translation>
    </message>
    <message>
        <source>Played to its end</source>
        <translation>Bis zum Ende gespielt</translation>
    </message>
    <message>
        <source>Left before its end</source>
        <translation>Vor dem Ende verlassen</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name} (Bot, {level})</translation>
    </message>
    <message>
        <source>{name} (bot)</source>
        <translation>{name} (Bot)</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between player names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>This column cannot be sorted</source>
        <translation>Diese Spalte kann nicht sortiert werden</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>Fantasyland</translation>
    </message>
    <message>
        <source>Your points</source>
        <translation>Deine Punkte</translation>
    </message>
    <message>
        <source>Sorts by when the match began</source>
        <translation>Sortiert nach dem Beginn der Partie</translation>
    </message>
    <message>
        <source>Sorts by the biggest win of each hand</source>
        <translation>Sortiert nach dem höchsten Gewinn jeder Hand</translation>
    </message>
    <message>
        <source>Sorts by how many fouled</source>
        <translation>Sortiert danach, wie viele gefoult haben</translation>
    </message>
    <message>
        <source>Sorts by how many played in Fantasyland or earned it</source>
        <translation>Sortiert danach, wie viele in Fantasyland gespielt oder es erreicht haben</translation>
    </message>
    <message>
        <source>Sorts by the points of the person at the table</source>
        <translation>Sortiert nach den Punkten der Person am Tisch</translation>
    </message>
    <message>
        <source>Match {id}</source>
        <translation>Partie {id}</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Sorts by the leader&apos;s points</source>
        <translation>Sortiert nach den Punkten des Führenden</translation>
    </message>
    <message>
        <source>In progress, finished, abandoned</source>
        <translation>Läuft, beendet, abgebrochen</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>&lt;b&gt;Mouse&lt;/b&gt;: click a card, then a row; or drag the card onto the row.&lt;br&gt;&lt;b&gt;Keyboard on the table&lt;/b&gt;: ←/→ pick a card (with one card in hand the keys below play it directly); 1/2/3 (or T/M/B) put it on the top, middle or bottom row; D discards it; H returns it to your hand; Enter confirms the street; Backspace undoes; Esc drops the selection.&lt;br&gt;&lt;b&gt;Moving around&lt;/b&gt;: Tab and Shift+Tab go through the table and the panel&apos;s buttons; F6 (or Ctrl+Tab) moves between the table and the panel.</source>
        <translation>&lt;b&gt;Maus&lt;/b&gt;: Klick auf eine Karte, dann auf eine Reihe; oder zieh die Karte auf die Reihe.&lt;br&gt;&lt;b&gt;Tastatur am Tisch&lt;/b&gt;: ←/→ wählen eine Karte (mit nur einer Karte auf der Hand spielen die folgenden Tasten sie direkt); 1/2/3 (oder T/M/B) legen sie in die obere, mittlere oder untere Reihe; D wirft sie ab; H nimmt sie zurück auf die Hand; Enter bestätigt die Runde; Rücktaste macht rückgängig; Esc hebt die Auswahl auf.&lt;br&gt;&lt;b&gt;Navigieren&lt;/b&gt;: Tab und Umschalt+Tab gehen durch den Tisch und die Knöpfe der Seitenleiste; F6 (oder Strg+Tab) wechselt zwischen Tisch und Seitenleiste.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Menus and buttons&lt;/b&gt;:</source>
        <translation>&lt;b&gt;Menüs und Knöpfe&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>Switch between table and panel</source>
        <translation>Zwischen Tisch und Seitenleiste wechseln</translation>
    </message>
</context>
<context>
    <name>LabOutsPanel</name>
    <message>
        <source>Outs and dead cards</source>
        <translation>Outs und tote Karten</translation>
    </message>
    <message>
        <source>Outs</source>
        <translation>Outs</translation>
    </message>
    <message>
        <source>Set up a position that can occur to see its outs.</source>
        <translation>Bau eine Stellung auf, die vorkommen kann, um ihre Outs zu sehen.</translation>
    </message>
    <message>
        <source>No row is being filled yet: no draws.</source>
        <translation>Noch wird keine Reihe gefüllt: keine Draws.</translation>
    </message>
    <message>
        <source>Dead cards ({count})</source>
        <translation>Tote Karten ({count})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>LabPlaysModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Rank by expected points; ★ the best play</source>
        <translation>Rang nach erwarteten Punkten; ★ der beste Zug</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Where each card goes, and what is discarded</source>
        <translation>Wohin jede Karte kommt und was abgeworfen wird</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Expected points of the hand after this play, ± its standard error</source>
        <translation>Erwartete Punkte der Hand nach diesem Zug, ± Standardfehler</translation>
    </message>
    <message>
        <source>Foul</source>
        <translation>Foul</translation>
    </message>
    <message>
        <source>How often the board fouls after this play</source>
        <translation>Wie oft das Board nach diesem Zug foult</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>Fantasyland</translation>
    </message>
    <message>
        <source>How often the board reaches (or keeps) Fantasyland</source>
        <translation>Wie oft das Board Fantasyland erreicht (oder hält)</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>Royalties</translation>
    </message>
    <message>
        <source>Royalties the finished board earns on average</source>
        <translation>Royalties, die das fertige Board im Mittel bringt</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Points this play gives up against the best one, ± its standard error (both played on the same futures)</source>
        <translation>Punkte, die dieser Zug gegenüber dem besten verliert, ± Standardfehler (beide auf denselben Zukünften gespielt)</translation>
    </message>
</context>
<context>
    <name>LabPosition</name>
    <message>
        <source>the hero must be one of the seats 0-{last}, not {hero}</source>
        <translation>der Hero muss einer der Plätze 0-{last} sein, nicht {hero}</translation>
    </message>
    <message>
        <source>a position seats {least} to {most} players, not {seats}</source>
        <translation>an einer Stellung sitzen {least} bis {most} Spieler, nicht {seats}</translation>
    </message>
    <message>
        <source>the button must sit at one of the seats 0-{last}, not {button}</source>
        <translation>der Button muss an einem der Plätze 0-{last} liegen, nicht {button}</translation>
    </message>
    <message>
        <source>every seat needs a name</source>
        <translation>jeder Platz braucht einen Namen</translation>
    </message>
    <message>
        <source>two seats are called {name}: give each its own name</source>
        <translation>zwei Plätze heißen {name}: Gib jedem einen eigenen Namen</translation>
    </message>
    <message>
        <source>a joker is used, but these rules have none</source>
        <translation>ein Joker wird verwendet, aber diese Regeln haben keine Joker</translation>
    </message>
    <message>
        <source>{count} jokers are used, but the shoe holds only {limit}</source>
        <translation>{count} Joker werden verwendet, aber der Kartenschlitten enthält nur {limit}</translation>
    </message>
    <message>
        <source>{card} is used {count} times, but one deck holds it once</source>
        <translation>{card} kommt {count}-mal vor, aber ein Deck enthält die Karte nur einmal</translation>
    </message>
    <message>
        <source>{card} is used {count} times, but two decks hold it twice</source>
        <translation>{card} kommt {count}-mal vor, aber zwei Decks enthalten die Karte nur zweimal</translation>
    </message>
    <message>
        <source>{name} cannot be in Fantasyland: these rules have none</source>
        <translation>{name} kann nicht in Fantasyland sein: Diese Regeln kennen kein Fantasyland</translation>
    </message>
    <message>
        <source>a Fantasyland board is set all at once: {name}&apos;s board must be empty, not {cards} cards</source>
        <translation>ein Fantasyland-Board wird auf einmal gelegt: Das Board von {name} muss leer sein, nicht {cards} Karten enthalten</translation>
    </message>
    <message>
        <source>{card} is given twice as the same copy</source>
        <translation>{card} ist zweimal als dieselbe Kartenkopie angegeben</translation>
    </message>
    <message>
        <source>these rules deal a Fantasyland hand {allowed} cards, not {held}</source>
        <translation>nach diesen Regeln bekommt eine Fantasyland-Hand {allowed} Karten, nicht {held}</translation>
    </message>
    <message>
        <source>{name}&apos;s board is complete: there is nothing left to place</source>
        <translation>das Board von {name} ist komplett: Es gibt nichts mehr zu legen</translation>
    </message>
    <message>
        <source>no street of {variant} leaves {cards} cards on a board: between streets a board holds {counts} cards</source>
        <translation>nach keiner Runde von {variant} liegen {cards} Karten auf einem Board: Zwischen den Runden hat ein Board {counts} Karten</translation>
    </message>
    <message>
        <source>with {cards} cards on the board, {variant} deals {dealt} cards, not {held}</source>
        <translation>bei {cards} Karten auf dem Board teilt {variant} {dealt} Karten aus, nicht {held}</translation>
    </message>
    <message>
        <source>{name}&apos;s board is set face down until the reveal: leave it empty, not {cards} cards</source>
        <translation>das Board von {name} liegt bis zum Aufdecken verdeckt: Lass es leer, statt {cards} Karten hineinzulegen</translation>
    </message>
    <message>
        <source>a Fantasyland board is set after the others are finished: {name}&apos;s board holds 13 cards, not {cards}</source>
        <translation>ein Fantasyland-Board wird gelegt, wenn die anderen fertig sind: Das Board von {name} hat 13 Karten, nicht {cards}</translation>
    </message>
    <message>
        <source>a Fantasyland board is set before the first street: {name}&apos;s board is still empty, not {cards} cards</source>
        <translation>ein Fantasyland-Board wird vor der ersten Runde gelegt: Das Board von {name} ist noch leer und hat nicht {cards} Karten</translation>
    </message>
    <message>
        <source>{name} acts before {hero} on this street (the button is seat {button}), so {name}&apos;s board holds {expected} cards, not {cards}</source>
        <translation>{name} ist in dieser Runde vor {hero} dran (der Button liegt an Platz {button}), also hat das Board von {name} {expected} Karten, nicht {cards}</translation>
    </message>
    <message>
        <source>{name} acts after {hero} on this street (the button is seat {button}), so {name}&apos;s board holds {expected} cards, not {cards}</source>
        <translation>{name} ist in dieser Runde nach {hero} dran (der Button liegt an Platz {button}), also hat das Board von {name} {expected} Karten, nicht {cards}</translation>
    </message>
    <message>
        <source>only {left} cards are left unseen, but {name} is still to be dealt {needed}</source>
        <translation>nur noch {left} Karten sind ungesehen, aber {name} bekommt noch {needed} ausgeteilt</translation>
    </message>
    <message>
        <source>a name in quotes is not closed: {text}</source>
        <translation>ein Name in Anführungszeichen ist nicht abgeschlossen: {text}</translation>
    </message>
    <message>
        <source>a backslash is read only inside a name in quotes: {text}</source>
        <translation>ein Backslash gilt nur innerhalb eines Namens in Anführungszeichen: {text}</translation>
    </message>
    <message>
        <source>{word!r} starts a section: put a &apos;;&apos; before it</source>
        <translation>{word!r} beginnt einen Abschnitt: Setz ein &apos;;&apos; davor</translation>
    </message>
    <message>
        <source>{token!r} is not a card (in the {section} section)</source>
        <translation>{token!r} ist keine Karte (im Abschnitt {section})</translation>
    </message>
    <message>
        <source>name the row (top, mid or bot) before {token!r}</source>
        <translation>nenne vor {token!r} die Reihe (top, mid oder bot)</translation>
    </message>
    <message>
        <source>the {row} row is given twice</source>
        <translation>die Reihe {row} ist doppelt angegeben</translation>
    </message>
    <message>
        <source>name the rows (top, mid, bot) or give three rows separated by &apos;|&apos;, not {count}</source>
        <translation>nenne die Reihen (top, mid, bot) oder gib drei durch &apos;|&apos; getrennte Reihen an, nicht {count}</translation>
    </message>
    <message>
        <source>{token!r} is not a rule: write rules as key=value</source>
        <translation>{token!r} ist keine Regel: Schreib Regeln als key=value</translation>
    </message>
    <message>
        <source>the rule {key} is given twice</source>
        <translation>die Regel {key} ist doppelt angegeben</translation>
    </message>
    <message>
        <source>the rule {key} is not JSON: {value}</source>
        <translation>die Regel {key} ist kein JSON: {value}</translation>
    </message>
    <message>
        <source>the hero&apos;s board is given twice</source>
        <translation>das Board des Hero ist doppelt angegeben</translation>
    </message>
    <message>
        <source>the {section} section is given twice</source>
        <translation>der Abschnitt {section} ist doppelt angegeben</translation>
    </message>
    <message>
        <source>button takes one seat: a name or a number</source>
        <translation>button erwartet genau einen Platz: einen Namen oder eine Nummer</translation>
    </message>
    <message>
        <source>unknown section {token!r}: a section starts with top, mid, bot, hand, opp, hero, dead, button or rules</source>
        <translation>unbekannter Abschnitt {token!r}: Ein Abschnitt beginnt mit top, mid, bot, hand, opp, hero, dead, button oder rules</translation>
    </message>
    <message>
        <source>button {seat!r}: no seat has that name or number</source>
        <translation>button {seat!r}: Kein Platz hat diesen Namen oder diese Nummer</translation>
    </message>
    <message>
        <source>a position is written as text</source>
        <translation>eine Stellung wird als Text geschrieben</translation>
    </message>
    <message>
        <source>{what} must be a JSON object</source>
        <translation>{what} muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>unknown key {key!r} in {what}; known keys: {keys}</source>
        <translation>unbekannter Schlüssel {key!r} ({what}); bekannte Schlüssel: {keys}</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value!r}</source>
        <translation>{key} muss eine ganze Zahl sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{what}: {key} must be cards as text, such as &quot;Qs Qd&quot;</source>
        <translation>{what}: {key} muss aus Karten als Text bestehen, etwa &quot;Qs Qd&quot;</translation>
    </message>
    <message>
        <source>a position</source>
        <translation>eine Stellung</translation>
    </message>
    <message>
        <source>unknown position version {version!r}</source>
        <translation>unbekannte Stellungsversion {version!r}</translation>
    </message>
    <message>
        <source>a position file</source>
        <translation>eine Stellungsdatei</translation>
    </message>
    <message>
        <source>rules must be a JSON object</source>
        <translation>die Regeln müssen ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>seats must be a JSON list of seats</source>
        <translation>seats muss eine JSON-Liste von Plätzen sein</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>{what}: name must be text</source>
        <translation>{what}: name muss Text sein</translation>
    </message>
    <message>
        <source>{what}: in_fantasyland must be true or false</source>
        <translation>{what}: in_fantasyland muss true oder false sein</translation>
    </message>
</context>
<context>
    <name>LabRulesDialog</name>
    <message>
        <source>Rules of the position</source>
        <translation>Regeln der Stellung</translation>
    </message>
    <message>
        <source>The rules this position is played and analysed under.</source>
        <translation>Die Regeln, nach denen diese Stellung gespielt und analysiert wird.</translation>
    </message>
</context>
<context>
    <name>LabRunner</name>
    <message>
        <source>Progress of the analysis</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Die Analyse anhalten</translation>
    </message>
</context>
<context>
    <name>LabSeats</name>
    <message>
        <source>Hero</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Opponent {number}</source>
        <translation>Gegner {number}</translation>
    </message>
</context>
<context>
    <name>LabSetupBar</name>
    <message>
        <source>The variant: how many cards each street deals</source>
        <translation>Die Variante: wie viele Karten jede Straße gibt</translation>
    </message>
    <message>
        <source>One deck</source>
        <translation>Ein Deck</translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation>Zwei Decks</translation>
    </message>
    <message>
        <source>No jokers</source>
        <translation>Keine Joker</translation>
    </message>
    <message>
        <source>1 joker per deck</source>
        <translation>1 Joker pro Deck</translation>
    </message>
    <message>
        <source>2 jokers per deck</source>
        <translation>2 Joker pro Deck</translation>
    </message>
    <message>
        <source>Seats: </source>
        <translation>Plätze: </translation>
    </message>
    <message>
        <source>Number of seats</source>
        <translation>Anzahl der Plätze</translation>
    </message>
    <message>
        <source>The seat to play: its hand is analysed</source>
        <translation>Der Platz am Zug: seine Hand wird analysiert</translation>
    </message>
    <message>
        <source>Seat to play</source>
        <translation>Platz am Zug</translation>
    </message>
    <message>
        <source>The seat on the button</source>
        <translation>Der Platz am Button</translation>
    </message>
    <message>
        <source>Button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>In Fantasyland</source>
        <translation>In Fantasyland</translation>
    </message>
    <message>
        <source>The seat to play is in Fantasyland: it is dealt its whole hand at once (as many cards as these rules deal) and sets its board in one go</source>
        <translation>Der Platz am Zug ist in Fantasyland: Er bekommt seine ganze Hand auf einmal (so viele Karten, wie diese Regeln geben) und legt sein Board in einem Durchgang</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Regeln…</translation>
    </message>
    <message>
        <source>Every rule of the position: scoring, royalties, fouls, Fantasyland…</source>
        <translation>Alle Regeln der Stellung: Wertung, Royalties, Fouls, Fantasyland…</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>Fantasyland</translation>
    </message>
    <message>
        <source>Which seats are in Fantasyland</source>
        <translation>Welche Plätze in Fantasyland sind</translation>
    </message>
    <message>
        <source>Futures: </source>
        <translation>Zukünfte: </translation>
    </message>
    <message>
        <source>How many ways the rest of the hand is dealt out for each play: more is surer, and slower</source>
        <translation>Wie oft der Rest der Hand für jeden Zug ausgeteilt wird: mehr ist sicherer und langsamer</translation>
    </message>
    <message>
        <source>Futures per play</source>
        <translation>Zukünfte pro Zug</translation>
    </message>
    <message>
        <source>To play:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <source>Button:</source>
        <translation>Button:</translation>
    </message>
    <message>
        <source>Fantasyland: {count}</source>
        <translation>Fantasyland: {count}</translation>
    </message>
</context>
<context>
    <name>LabWindow</name>
    <message>
        <source>Position lab</source>
        <translation>Stellungslabor</translation>
    </message>
    <message>
        <source>Why this position cannot be analysed</source>
        <translation>Warum diese Stellung nicht analysiert werden kann</translation>
    </message>
    <message>
        <source>The position in notation</source>
        <translation>Die Stellung in Notation</translation>
    </message>
    <message>
        <source>The position as text: paste one here and press Enter to set it up</source>
        <translation>Die Stellung als Text: eine hier einfügen und Enter drücken, um sie aufzubauen</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Set up the position written on the clipboard</source>
        <translation>Die Stellung aus der Zwischenablage aufbauen</translation>
    </message>
    <message>
        <source>Clear cards</source>
        <translation>Karten abräumen</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Set up a position, then analyse it.</source>
        <translation>Eine Stellung aufbauen, dann analysieren.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>The analysis failed: {message}</source>
        <translation>Die Analyse ist fehlgeschlagen: {message}</translation>
    </message>
    <message>
        <source>Every play of the position</source>
        <translation>Jeder Zug der Stellung</translation>
    </message>
    <message>
        <source>Two plays compared</source>
        <translation>Zwei Züge verglichen</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>Copy as image</source>
        <translation>Als Bild kopieren</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Notation:</source>
        <translation>Notation:</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Fix the position first</source>
        <translation>Zuerst die Stellung berichtigen</translation>
    </message>
    <message>
        <source>Weigh every legal play</source>
        <translation>Jeden erlaubten Zug bewerten</translation>
    </message>
    <message>
        <source>The position changed: analyse it again.</source>
        <translation>Die Stellung hat sich geändert: bitte erneut analysieren.</translation>
    </message>
    <message>
        <source>That is not a position the lab can read: {reason}</source>
        <translation>Das ist keine Stellung, die das Labor lesen kann: {reason}</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>That saved position cannot be read: {reason}</source>
        <translation>Diese gespeicherte Stellung kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Wird berechnet…</translation>
    </message>
    <message>
        <source>{count} plays, each valued exactly: nothing is left to come, so every outcome is certain.</source>
        <translation>{count} Spielzüge, jeder exakt bewertet: Es kommt nichts mehr, jedes Ergebnis steht fest.</translation>
    </message>
    <message>
        <source>{count} plays, each valued exactly: all {futures} ways the cards still to come can fall were counted.</source>
        <translation>{count} Spielzüge, jeder exakt bewertet: Alle {futures} Möglichkeiten, wie die noch kommenden Karten fallen können, wurden gezählt.</translation>
    </message>
    <message>
        <source>{count} plays, each played out on the same {futures} futures.</source>
        <translation>{count} Züge, jeder auf denselben {futures} Zukünften ausgespielt.</translation>
    </message>
    <message>
        <source>Select a play to see it; select two to compare them.</source>
        <translation>Einen Zug wählen, um ihn zu sehen; zwei wählen, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>#{a} − #{b} = {difference} ± {error:.2f} points (paired)</source>
        <translation>#{a} − #{b} = {difference} ± {error:.2f} Punkte (gepaart)</translation>
    </message>
    <message>
        <source>The position was not saved</source>
        <translation>Die Stellung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>This file cannot be opened</source>
        <translation>Diese Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Save the position</source>
        <translation>Die Stellung speichern</translation>
    </message>
    <message>
        <source>Positions (*.json)</source>
        <translation>Stellungen (*.json)</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>Eine Stellung öffnen</translation>
    </message>
    <message>
        <source>This is not a saved file (a folder, a pipe or a device).</source>
        <translation>Das ist keine gespeicherte Datei (sondern ein Ordner, eine Pipe oder ein Gerät).</translation>
    </message>
    <message>
        <source>The file is too large to be a saved position.</source>
        <translation>Die Datei ist zu groß für eine gespeicherte Stellung.</translation>
    </message>
    <message>
        <source>The file could not be read: {error}</source>
        <translation>Die Datei konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>The file is not a saved position.</source>
        <translation>Die Datei ist keine gespeicherte Stellung.</translation>
    </message>
    <message>
        <source>The file holds no position the lab can read: {reason}</source>
        <translation>Die Datei enthält keine Stellung, die das Labor lesen kann: {reason}</translation>
    </message>
    <message>
        <source>Every board of these cards fouls: the solver found none that holds.</source>
        <translation>Jedes Board aus diesen Karten foult: Der Solver hat keines ohne Foul gefunden.</translation>
    </message>
    <message>
        <source>it stays in Fantasyland</source>
        <translation>es bleibt in Fantasyland</translation>
    </message>
    <message>
        <source>it does not stay in Fantasyland</source>
        <translation>es bleibt nicht in Fantasyland</translation>
    </message>
    <message>
        <source>it reaches Fantasyland</source>
        <translation>es erreicht Fantasyland</translation>
    </message>
    <message>
        <source>no Fantasyland</source>
        <translation>kein Fantasyland</translation>
    </message>
    <message>
        <source>The solver&apos;s board (drawn on the board): {royalties:g} in royalties, {stay}; worth {value} points by the solver&apos;s count (royalties, plus staying in Fantasyland).</source>
        <translation>Das Board des Solvers (auf dem Board eingezeichnet): {royalties:g} Royalties, {stay}; nach der Rechnung des Solvers {value} Punkte wert (Royalties plus Verbleib in Fantasyland).</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <source>OFC Desktop is already open</source>
        <translation>OFC Desktop ist schon geöffnet</translation>
    </message>
    <message>
        <source>The window open on the folder {folder} did not answer. Look for it on your screen or on another desktop, or wait a moment and start the game again.</source>
        <translation>Das Fenster, das den Ordner {folder} geöffnet hat, hat nicht geantwortet. Such es auf deinem Bildschirm oder auf einem anderen Desktop, oder warte einen Moment und starte das Spiel erneut.</translation>
    </message>
    <message>
        <source>OFC Desktop is already open on this folder:
{folder}</source>
        <translation>OFC Desktop ist für diesen Ordner schon geöffnet:
{folder}</translation>
    </message>
    <message>
        <source>One window at a time keeps its games in a folder, so this one does not open. Bring the open window to the front?</source>
        <translation>Nur ein Fenster zurzeit speichert seine Spiele in einem Ordner, deshalb öffnet sich dieses nicht. Das geöffnete Fenster nach vorne holen?</translation>
    </message>
    <message>
        <source>Show the open window</source>
        <translation>Das geöffnete Fenster zeigen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>Deine Dateien</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>Hand {number}</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>Partie fortsetzen?</translation>
    </message>
    <message>
        <source>A {variant} match with {players} was not finished ({where}, scores {scores}). Carry on where it stopped?</source>
        <translation>Eine Partie {variant} mit {players} wurde nicht beendet ({where}, Punkte {scores}). Dort weitermachen, wo sie aufgehört hat?</translation>
    </message>
</context>
<context>
    <name>LeakBox</name>
    <message>
        <source>Show in the lab</source>
        <translation>Im Labor zeigen</translation>
    </message>
    <message>
        <source>Open the typical position in the position lab</source>
        <translation>Die typische Stellung im Stellungslabor öffnen</translation>
    </message>
    <message>
        <source>Practise this</source>
        <translation>Das üben</translation>
    </message>
    <message>
        <source>Drills of your own mistakes of this kind</source>
        <translation>Übungen aus deinen eigenen Fehlern dieser Art</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>Saved positions</source>
        <translation>Gespeicherte Stellungen</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>The library could not be saved: {error}</source>
        <translation>Die Bibliothek konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>There is no position to save.</source>
        <translation>Es gibt keine Stellung zu speichern.</translation>
    </message>
    <message>
        <source>A position needs a name that no other position in the library has.</source>
        <translation>Eine Stellung braucht einen Namen, den keine andere Stellung der Bibliothek hat.</translation>
    </message>
    <message>
        <source>Replace “{name}”?</source>
        <translation>„{name}“ ersetzen?</translation>
    </message>
    <message>
        <source>The library already holds a position named “{name}”. Replace it?</source>
        <translation>Die Bibliothek enthält schon eine Stellung namens „{name}“. Ersetzen?</translation>
    </message>
    <message>
        <source>Rename the position</source>
        <translation>Die Stellung umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>Delete “{name}”?</source>
        <translation>„{name}“ löschen?</translation>
    </message>
    <message>
        <source>Delete the position “{name}” and its notes from the library?</source>
        <translation>Die Stellung „{name}“ und ihre Notizen aus der Bibliothek löschen?</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{items} or {last}</source>
        <translation>{items} oder {last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} und {last}</translation>
    </message>
</context>
<context>
    <name>LiveHelp</name>
    <message>
        <source>Weighing every play…</source>
        <translation>Alle Züge werden abgewogen…</translation>
    </message>
    <message>
        <source>Live help could not work this street out: {message}</source>
        <translation>Die Live-Hilfe konnte diese Runde nicht berechnen: {message}</translation>
    </message>
</context>
<context>
    <name>LiveHelpPanel</name>
    <message>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>; discard {cards}</source>
        <translation>; {cards} abwerfen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Live help</source>
        <translation>Live-Hilfe</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>The three best plays of your cards, with their value in points and their chances of a foul and of Fantasyland, each ± one standard error (Ctrl+Shift+H)</source>
        <translation>Die drei besten Züge mit deinen Karten, mit ihrem Wert in Punkten und ihren Chancen auf ein Foul und auf Fantasyland, jeweils ± ein Standardfehler (Ctrl+Shift+H)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Suggested plays, best first</source>
        <translation>Vorgeschlagene Züge, bester zuerst</translation>
    </message>
    <message>
        <source>Figures of the chosen play</source>
        <translation>Kennzahlen des gewählten Zugs</translation>
    </message>
    <message>
        <source>La&amp;y it out</source>
        <translation>Aus&amp;legen</translation>
    </message>
    <message>
        <source>Put the chosen play on the table, unconfirmed</source>
        <translation>Den gewählten Zug unbestätigt auf den Tisch legen</translation>
    </message>
    <message>
        <source>Lay the chosen play out</source>
        <translation>Gewählten Zug auslegen</translation>
    </message>
    <message>
        <source>Chance of a foul</source>
        <translation>Chance auf ein Foul</translation>
    </message>
    <message>
        <source>What each row could still become</source>
        <translation>Was jede Reihe noch werden könnte</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Sto&amp;pp</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Analyse stoppen</translation>
    </message>
    <message>
        <source>Cancels the figures being worked out</source>
        <translation>Bricht die Berechnung der Kennzahlen ab</translation>
    </message>
    <message>
        <source>{rank}. {play} ({points})</source>
        <translation>{rank}. {play} ({points})</translation>
    </message>
    <message>
        <source>{points} points · foul {foul} · Fantasyland {fl}</source>
        <translation>{points} Punkte · Foul {foul} · Fantasyland {fl}</translation>
    </message>
    <message>
        <source>{figures} (exact)</source>
        <translation>{figures} (exakt)</translation>
    </message>
    <message>
        <source>Judged exactly: royalties plus the value of Fantasyland.</source>
        <translation>Exakt bewertet: Royalties plus der Wert von Fantasyland.</translation>
    </message>
    <message>
        <source>Exact: every way the cards still to come can fall was counted, and the rest of the hand played out on each.</source>
        <translation>Exakt: Jede Möglichkeit, wie die noch kommenden Karten fallen können, wurde gezählt und der Rest der Hand darauf ausgespielt.</translation>
    </message>
    <message>
        <source>Estimated on sampled futures of the rest of the hand, played out card by card; ± is one standard error.</source>
        <translation>Geschätzt an zufälligen möglichen Verläufen des Rests der Hand, Karte für Karte ausgespielt; ± ist ein Standardfehler.</translation>
    </message>
    <message>
        <source>Not every card of this street is laid out yet: the figures are for the best way to finish it, the play worth the most points among those keeping your cards where you laid them.</source>
        <translation>Noch nicht jede Karte dieser Runde liegt: Die Kennzahlen gelten für den besten Weg, sie abzuschließen – den punktstärksten Zug unter denen, die deine Karten dort lassen, wo du sie hingelegt hast.</translation>
    </message>
    <message>
        <source>Best finish: foul {chance}.</source>
        <translation>Bester Abschluss: Foul {chance}.</translation>
    </message>
    <message>
        <source>If you confirm, the board fouls whatever comes.</source>
        <translation>Wenn du bestätigst, foult das Board, egal was kommt.</translation>
    </message>
    <message>
        <source>Every card of this street is laid out.</source>
        <translation>Jede Karte dieser Runde liegt.</translation>
    </message>
    <message>
        <source>If you confirm: foul {chance}.</source>
        <translation>Wenn du bestätigst: Foul {chance}.</translation>
    </message>
    <message>
        <source>The chance your board fouls if you confirm this street as laid out.</source>
        <translation>Die Chance, dass dein Board foult, wenn du diese Runde so bestätigst, wie sie liegt.</translation>
    </message>
    <message>
        <source>Your rows could become:</source>
        <translation>Deine Reihen könnten werden:</translation>
    </message>
    <message>
        <source>Your rows could become (best finish):</source>
        <translation>Deine Reihen könnten werden (bester Abschluss):</translation>
    </message>
    <message>
        <source>How often each row ends as each hand when the rest of the hand is played out card by card, on the same sampled futures as the other figures; this street&apos;s cards count where you laid them out.</source>
        <translation>Wie oft jede Reihe mit welcher Hand endet, wenn der Rest der Hand Karte für Karte ausgespielt wird – an denselben zufälligen Verläufen wie die anderen Kennzahlen; die Karten dieser Runde zählen dort, wo du sie hingelegt hast.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>OFC Desktop — Open-Face Chinese Poker</source>
        <translation>OFC Desktop — Open-Face Chinese Poker</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>No match yet: start one from the Game menu (Ctrl+N).</source>
        <translation>Noch keine Partie: Starte eine über das Menü Spiel (Ctrl+N).</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>Choose the variant, the rules and who sits at the table, then deal</source>
        <translation>Variante, Regeln und Spieler am Tisch wählen, dann austeilen</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Nächste &amp;Hand</translation>
    </message>
    <message>
        <source>Deal the next hand of this match</source>
        <translation>Die nächste Hand dieser Partie geben</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Rules for the next match, the table&apos;s look, and rule presets</source>
        <translation>Regeln für die nächste Partie, Aussehen des Tischs und Regelvorlagen</translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation>Hand&amp;verlauf…</translation>
    </message>
    <message>
        <source>Past matches and hands: replay, review, export and import them</source>
        <translation>Frühere Partien und Hände: wiederholen, abrechnen, exportieren und importieren</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>Points, fouls, Fantasyland and royalties per player and bot level</source>
        <translation>Punkte, Fouls, Fantasyland und Royalties je Spieler und Bot-Stufe</translation>
    </message>
    <message>
        <source>Position &amp;lab…</source>
        <translation>Stellungs&amp;labor…</translation>
    </message>
    <message>
        <source>Set up any position, analyse it, compare its plays and share it</source>
        <translation>Eine beliebige Stellung aufbauen, analysieren, ihre Züge vergleichen und teilen</translation>
    </message>
    <message>
        <source>&amp;Drills…</source>
        <translation>Üb&amp;ungen…</translation>
    </message>
    <message>
        <source>Practise your own mistakes and puzzles, graded by the analysis</source>
        <translation>Deine eigenen Fehler und Puzzles üben, bewertet von der Analyse</translation>
    </message>
    <message>
        <source>&amp;Coach report…</source>
        <translation>&amp;Trainerbericht…</translation>
    </message>
    <message>
        <source>Where you lose points: every decision of your hands graded, by kind, with your largest leaks and a way to practise each</source>
        <translation>Wo du Punkte verlierst: jede Entscheidung deiner Hände bewertet, nach Art, mit deinen größten Lecks und einer Übung zu jedem</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation>Das Spiel schließen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Score review</source>
        <translation>&amp;Abrechnung</translation>
    </message>
    <message>
        <source>Show or hide the last hand&apos;s scoring, pair by pair</source>
        <translation>Die Wertung der letzten Hand Paar für Paar ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Review on the &amp;table</source>
        <translation>Abrechnung am &amp;Tisch</translation>
    </message>
    <message>
        <source>Mark the last hand&apos;s rows won, lost or tied on the cards, pair by pair</source>
        <translation>Die Reihen der letzten Hand Paar für Paar auf den Karten als gewonnen, verloren oder unentschieden markieren</translation>
    </message>
    <message>
        <source>&amp;Dark table</source>
        <translation>&amp;Dunkler Tisch</translation>
    </message>
    <message>
        <source>A dark felt and dark windows; the cards stay light</source>
        <translation>Dunkler Filz und dunkle Fenster; die Karten bleiben hell</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Placing cards</source>
        <translation>Karten &amp;legen</translation>
    </message>
    <message>
        <source>Click or &amp;drag</source>
        <translation>Klicken oder &amp;ziehen</translation>
    </message>
    <message>
        <source>Click a card then a row, or drag it</source>
        <translation>Eine Karte, dann eine Reihe anklicken oder die Karte ziehen</translation>
    </message>
    <message>
        <source>&amp;Click only</source>
        <translation>Nur &amp;klicken</translation>
    </message>
    <message>
        <source>Click a card, then the row it goes to</source>
        <translation>Eine Karte anklicken, dann die Reihe, in die sie kommt</translation>
    </message>
    <message>
        <source>D&amp;rag only</source>
        <translation>Nur zi&amp;ehen</translation>
    </message>
    <message>
        <source>Drag cards onto their rows; clicks do nothing</source>
        <translation>Karten auf ihre Reihen ziehen; Klicks bewirken nichts</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Deck</translation>
    </message>
    <message>
        <source>Blue diamonds and green clubs, so every suit stands apart</source>
        <translation>Blaues Karo und grünes Kreuz, damit sich jede Farbe abhebt</translation>
    </message>
    <message>
        <source>&amp;Animate cards</source>
        <translation>Karten &amp;animieren</translation>
    </message>
    <message>
        <source>Let cards glide to their places instead of jumping</source>
        <translation>Karten an ihren Platz gleiten lassen, statt zu springen</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Töne &amp;stumm</translation>
    </message>
    <message>
        <source>Silence the deal, place, discard, scoop, foul and Fantasyland sounds</source>
        <translation>Die Töne für Geben, Legen, Abwerfen, Scoop, Foul und Fantasyland stummschalten</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard and mouse</source>
        <translation>&amp;Tastatur und Maus</translation>
    </message>
    <message>
        <source>How to play with the mouse or the keyboard</source>
        <translation>So spielst du mit der Maus oder der Tastatur</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>The rules of the variant being played, with its royalty table and scoring</source>
        <translation>Die Regeln der gespielten Variante mit ihrer Royalty-Tabelle und Wertung</translation>
    </message>
    <message>
        <source>&amp;Guided first hand</source>
        <translation>&amp;Geführte erste Hand</translation>
    </message>
    <message>
        <source>Learn the game on one hand that explains rows, fouls, royalties, scoring and Fantasyland as they come up</source>
        <translation>Lerne das Spiel an einer Hand, die Reihen, Fouls, Royalties, Wertung und Fantasyland erklärt, sobald sie vorkommen</translation>
    </message>
    <message>
        <source>This board will foul</source>
        <translation>Dieses Board wird foulen</translation>
    </message>
    <message>
        <source>Whatever cards come, this board will foul: a row already beats the row below it. Confirm the street anyway?</source>
        <translation>Egal welche Karten kommen, dieses Board wird foulen: Eine Reihe schlägt bereits die Reihe darunter. Die Runde trotzdem bestätigen?</translation>
    </message>
    <message>
        <source>Pass the screen to {player}</source>
        <translation>Gib den Bildschirm an {player} weiter</translation>
    </message>
    <message>
        <source>The analysis of {player}&apos;s hand shows {player}&apos;s own cards, discards included. Pass the screen to {player}; everyone else looks away. Ready?</source>
        <translation>Die Analyse der Hand von {player} zeigt die eigenen Karten von {player}, abgeworfene Karten eingeschlossen. Gib den Bildschirm an {player} weiter; alle anderen schauen weg. Bereit?</translation>
    </message>
    <message>
        <source>The coach report opens for the player at the screen: pass it first.</source>
        <translation>Der Trainerbericht öffnet sich für die Person am Bildschirm: gib ihn zuerst weiter.</translation>
    </message>
    <message>
        <source>Drills open for the player at the screen: pass it first.</source>
        <translation>Die Übungen öffnen sich für den Spieler am Bildschirm: Gib den Bildschirm zuerst weiter.</translation>
    </message>
    <message>
        <source>This table cannot be played</source>
        <translation>An diesem Tisch kann nicht gespielt werden</translation>
    </message>
    <message>
        <source>This match cannot be resumed</source>
        <translation>Diese Partie kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>Leave this match?</source>
        <translation>Diese Partie verlassen?</translation>
    </message>
    <message>
        <source>A match is in progress. Start a new one and give this one up?</source>
        <translation>Eine Partie läuft. Eine neue starten und diese aufgeben?</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Die Hand ist vorbei.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Warte auf {names}.</translation>
    </message>
</context>
<context>
    <name>Naturals</name>
    <message>
        <source>Six pairs</source>
        <translation>Sechs Paare</translation>
    </message>
    <message>
        <source>Three straights</source>
        <translation>Drei Straßen</translation>
    </message>
    <message>
        <source>Three flushes</source>
        <translation>Drei Flushes</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Dragon</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>Same rules as the last match</source>
        <translation>Dieselben Regeln wie in der letzten Partie</translation>
    </message>
    <message>
        <source>A number of hands</source>
        <translation>Anzahl Hände</translation>
    </message>
    <message>
        <source>Orbits of the button</source>
        <translation>Umläufe des Dealer-Buttons</translation>
    </message>
    <message>
        <source>To a points target</source>
        <translation>Bis zu einem Punkteziel</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>To elimination</source>
        <translation>Bis zum Ausscheiden</translation>
    </message>
    <message>
        <source>Play until you stop.</source>
        <translation>Spielen, bis du aufhörst.</translation>
    </message>
    <message>
        <source>Everyone starts with 100 points and leaves the table at 0.</source>
        <translation>Alle starten mit 100 Punkten und verlassen den Tisch bei 0.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>The rules in Settings</source>
        <translation>Die Regeln aus den Einstellungen</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>The name on the table and in the results</source>
        <translation>Der Name am Tisch und in den Ergebnissen</translation>
    </message>
    <message>
        <source>A computer player goes by its persona&apos;s name</source>
        <translation>Ein Computergegner trägt den Namen seiner Persona</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>{name} (yours)</source>
        <translation>{name} (eigene)</translation>
    </message>
    <message>
        <source>One deck</source>
        <translation>Ein Deck</translation>
    </message>
    <message>
        <source>Two decks (double deck)</source>
        <translation>Zwei Decks (Doppeldeck)</translation>
    </message>
    <message>
        <source>per deck</source>
        <comment>jokers</comment>
        <translation>pro Deck</translation>
    </message>
    <message>
        <source>1 (practise alone)</source>
        <translation>1 (allein üben)</translation>
    </message>
    <message>
        <source>Hands still owed to Fantasyland are played before any match ends</source>
        <translation>Hände, die noch für Fantasyland ausstehen, werden gespielt, bevor eine Partie endet</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>orbit</source>
        <translation>Umlauf</translation>
    </message>
    <message>
        <source>orbits</source>
        <translation>Umläufe</translation>
    </message>
    <message>
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The match ends after the hand that puts someone this many points up</source>
        <translation>Die Partie endet nach der Hand, durch die jemand so viele Punkte vorn liegt</translation>
    </message>
    <message>
        <source>random</source>
        <comment>no seed given</comment>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Empty: new cards. The same seed deals the same cards again</source>
        <translation>Leer: neue Karten. Derselbe Startwert gibt dieselben Karten erneut</translation>
    </message>
    <message>
        <source>Same deals as the &amp;last match</source>
        <translation>Dieselben Karten wie in der &amp;letzten Partie</translation>
    </message>
    <message>
        <source>Deal the cards of the last match again, hand for hand (its seed)</source>
        <translation>Die Karten der letzten Partie noch einmal geben, Hand für Hand (ihr Startwert)</translation>
    </message>
    <message>
        <source>S&amp;tart match</source>
        <translation>Partie s&amp;tarten</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rules &amp;preset:</source>
        <translation>&amp;Regelvorlage:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>&amp;Decks:</translation>
    </message>
    <message>
        <source>&amp;Jokers:</source>
        <translation>&amp;Joker:</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Partie:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Seats:</source>
        <translation>Plät&amp;ze:</translation>
    </message>
    <message>
        <source>= {hands} hands, one per seat each orbit</source>
        <translation>= {hands} Hände, eine pro Platz und Umlauf</translation>
    </message>
    <message>
        <source>= {hands} hand, one per seat each orbit</source>
        <translation>= {hands} Hand, eine pro Platz und Umlauf</translation>
    </message>
    <message>
        <source>You</source>
        <comment>the first player&apos;s name</comment>
        <translation>Du</translation>
    </message>
    <message>
        <source>scoring {system}</source>
        <translation>Wertung {system}</translation>
    </message>
    <message>
        <source>royalties: {preset}</source>
        <translation>Royalties: {preset}</translation>
    </message>
    <message>
        <source>Fantasyland {entry}+</source>
        <translation>Fantasyland {entry}+</translation>
    </message>
    <message>
        <source>naturals</source>
        <translation>Naturals</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a list</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>Outs</name>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Fünfling</translation>
    </message>
    <message>
        <source>{name}: {live} of {total} outs live, {chance}% by the end</source>
        <translation>{name}: {live} von {total} Outs offen, {chance} % bis zum Ende</translation>
    </message>
</context>
<context>
    <name>OutsView</name>
    <message>
        <source>Outs and dead cards</source>
        <translation>Outs und tote Karten</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>Seen: {count} cards</source>
        <translation>Gesehen: {count} Karten</translation>
    </message>
    <message>
        <source>No row holds a draw yet.</source>
        <translation>Noch keine Reihe hat einen Draw.</translation>
    </message>
    <message>
        <source>Outs: the cards that bring a draw one card closer; live: not seen yet. The chance is that of the draw being there by the end of the hand if every card that helps it goes into that row.</source>
        <translation>Outs: die Karten, die einen Draw um eine Karte näher bringen; offen: noch nicht gesehen. Die Chance ist die, dass der Draw bis zum Ende der Hand da ist, wenn jede Karte, die ihm hilft, in diese Reihe kommt.</translation>
    </message>
</context>
<context>
    <name>PlayErrors</name>
    <message>
        <source>the top row holds {size} cards, not {cards}</source>
        <translation>die obere Reihe fasst {size} Karten, nicht {cards}</translation>
    </message>
    <message>
        <source>the middle row holds {size} cards, not {cards}</source>
        <translation>die mittlere Reihe fasst {size} Karten, nicht {cards}</translation>
    </message>
    <message>
        <source>the bottom row holds {size} cards, not {cards}</source>
        <translation>die untere Reihe fasst {size} Karten, nicht {cards}</translation>
    </message>
    <message>
        <source>a board is scored when complete (3/5/5 cards); this one has {top}/{middle}/{bottom}</source>
        <translation>ein Board wird gewertet, wenn es voll ist (3/5/5 Karten); dieses hat {top}/{middle}/{bottom}</translation>
    </message>
    <message>
        <source>there is no row called {row!r}: use top, middle or bottom</source>
        <translation>es gibt keine Reihe namens {row!r}: Verwende top, middle oder bottom</translation>
    </message>
    <message>
        <source>{card} is already placed this street: play only held cards</source>
        <translation>{card} ist in dieser Runde schon gelegt: Spiel nur Karten, die du auf der Hand hast</translation>
    </message>
    <message>
        <source>{card} is already discarded this street: play only held cards</source>
        <translation>{card} ist in dieser Runde schon abgeworfen: Spiel nur Karten, die du auf der Hand hast</translation>
    </message>
    <message>
        <source>{card} is not one of the cards you hold</source>
        <translation>{card} gehört nicht zu den Karten auf deiner Hand</translation>
    </message>
    <message>
        <source>{card} is both placed and discarded</source>
        <translation>{card} ist sowohl gelegt als auch abgeworfen</translation>
    </message>
    <message>
        <source>{card} appears twice in the decision</source>
        <translation>{card} kommt in der Entscheidung doppelt vor</translation>
    </message>
    <message>
        <source>the decision leaves {cards} in hand: play every held card</source>
        <translation>die Entscheidung lässt {cards} auf der Hand: Spiel jede Karte auf der Hand</translation>
    </message>
    <message>
        <source>nothing is discarded on this street</source>
        <translation>in dieser Runde wird nichts abgeworfen</translation>
    </message>
    <message>
        <source>discard exactly {due} of the held cards, not {given}</source>
        <translation>wirf genau {due} der Karten auf der Hand ab, nicht {given}</translation>
    </message>
    <message>
        <source>the {row} row has room for 1 more card, not {wanted}</source>
        <translation>die Reihe {row} hat nur noch Platz für 1 Karte, nicht für {wanted}</translation>
    </message>
    <message>
        <source>the {row} row has room for {count} more cards, not {wanted}</source>
        <translation>die Reihe {row} hat nur noch Platz für {count} Karten, nicht für {wanted}</translation>
    </message>
    <message>
        <source>a decision was expected, not {kind}</source>
        <translation>erwartet wurde eine Entscheidung, nicht {kind}</translation>
    </message>
    <message>
        <source>a decision lists its placements and discards</source>
        <translation>eine Entscheidung nennt ihre gelegten und abgeworfenen Karten</translation>
    </message>
    <message>
        <source>a placement is a card and a row, not {placement!r}</source>
        <translation>eine gelegte Karte besteht aus einer Karte und einer Reihe, nicht {placement!r}</translation>
    </message>
    <message>
        <source>a discard is a card, not {card!r}</source>
        <translation>eine abgeworfene Karte ist eine Karte, nicht {card!r}</translation>
    </message>
    <message>
        <source>every player needs a different, non-empty name</source>
        <translation>jeder Spieler braucht einen anderen, nicht leeren Namen</translation>
    </message>
    <message>
        <source>the button must sit at a seat 0-{last}, not {button}</source>
        <translation>der Button muss auf einem Platz 0-{last} liegen, nicht {button}</translation>
    </message>
    <message>
        <source>these rules have no Fantasyland</source>
        <translation>diese Regeln haben kein Fantasyland</translation>
    </message>
    <message>
        <source>no seat {seat} to be in Fantasyland</source>
        <translation>kein Platz {seat}, der im Fantasyland sein könnte</translation>
    </message>
    <message>
        <source>these rules deal a Fantasyland hand {allowed} cards, not {cards}</source>
        <translation>nach diesen Regeln bekommt eine Fantasyland-Hand {allowed} Karten, nicht {cards}</translation>
    </message>
    <message>
        <source>the hand has already started</source>
        <translation>die Hand hat schon begonnen</translation>
    </message>
    <message>
        <source>the deck ran out of cards</source>
        <translation>das Deck hat keine Karten mehr</translation>
    </message>
    <message>
        <source>the hand has not started</source>
        <translation>die Hand hat noch nicht begonnen</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>die Hand ist vorbei</translation>
    </message>
    <message>
        <source>there is no seat {seat!r}</source>
        <translation>es gibt keinen Platz {seat!r}</translation>
    </message>
    <message>
        <source>{player} has already finished this hand</source>
        <translation>{player} hat diese Hand schon beendet</translation>
    </message>
    <message>
        <source>{player} sets the Fantasyland board once everyone else has finished</source>
        <translation>{player} legt das Fantasyland-Board erst, wenn alle anderen fertig sind</translation>
    </message>
    <message>
        <source>it is not {player}&apos;s turn: the Fantasyland boards are set first</source>
        <translation>{player} ist nicht am Zug: Zuerst werden die Fantasyland-Boards gelegt</translation>
    </message>
    <message>
        <source>it is not {player}&apos;s turn: nobody is to act</source>
        <translation>{player} ist nicht am Zug: Niemand ist am Zug</translation>
    </message>
    <message>
        <source>it is not {player}&apos;s turn: {other} is to act</source>
        <translation>{player} ist nicht am Zug: {other} ist am Zug</translation>
    </message>
    <message>
        <source>the board is locked: a natural was declared on it</source>
        <translation>das Board ist gesperrt: Darauf wurde ein Natural angesagt</translation>
    </message>
    <message>
        <source>{card} was discarded; discarded cards stay out of play</source>
        <translation>{card} wurde abgeworfen; abgeworfene Karten bleiben aus dem Spiel</translation>
    </message>
    <message>
        <source>{card} was placed on an earlier street and cannot move any more</source>
        <translation>{card} wurde in einer früheren Runde gelegt und kann nicht mehr bewegt werden</translation>
    </message>
    <message>
        <source>{card} is not one of your cards on this street</source>
        <translation>{card} gehört in dieser Runde nicht zu deinen Karten</translation>
    </message>
    <message>
        <source>{card} is already in the {row} row</source>
        <translation>{card} liegt bereits in der Reihe {row}</translation>
    </message>
    <message>
        <source>the {row} row is full ({size} cards)</source>
        <translation>die Reihe {row} ist voll ({size} Karten)</translation>
    </message>
    <message>
        <source>this street places {placed} cards; discard the others</source>
        <translation>in dieser Runde legst du {placed} Karten; wirf die anderen ab</translation>
    </message>
    <message>
        <source>{card} is already discarded</source>
        <translation>{card} ist schon abgeworfen</translation>
    </message>
    <message>
        <source>this street discards {discarded} card(s), no more</source>
        <translation>in dieser Runde wirfst du {discarded} Karte(n) ab, nicht mehr</translation>
    </message>
    <message>
        <source>{card} is already in your hand</source>
        <translation>{card} ist schon auf deiner Hand</translation>
    </message>
    <message>
        <source>nothing to undo on this street</source>
        <translation>in dieser Runde gibt es nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>place or discard every card first: {held} still in hand</source>
        <translation>lege oder wirf zuerst jede Karte ab: {held} noch auf der Hand</translation>
    </message>
    <message>
        <source>place every card first: {held} still in hand</source>
        <translation>lege zuerst jede Karte: {held} noch auf der Hand</translation>
    </message>
    <message>
        <source>this street discards exactly {discarded} card(s)</source>
        <translation>in dieser Runde wirfst du genau {discarded} Karte(n) ab</translation>
    </message>
    <message>
        <source>naturals are not played under these rules</source>
        <translation>Naturals gibt es nach diesen Regeln nicht</translation>
    </message>
    <message>
        <source>a natural is declared once</source>
        <translation>ein Natural wird nur einmal angesagt</translation>
    </message>
    <message>
        <source>set all 13 cards before declaring a natural</source>
        <translation>lege alle 13 Karten, bevor du ein Natural ansagst</translation>
    </message>
    <message>
        <source>these cards hold no natural</source>
        <translation>diese Karten ergeben kein Natural</translation>
    </message>
    <message>
        <source>surrender is not allowed under these rules</source>
        <translation>Aufgeben ist nach diesen Regeln nicht erlaubt</translation>
    </message>
    <message>
        <source>a player who declared a natural cannot surrender</source>
        <translation>wer ein Natural angesagt hat, kann nicht aufgeben</translation>
    </message>
    <message>
        <source>a match needs at least one player</source>
        <translation>eine Partie braucht mindestens einen Spieler</translation>
    </message>
    <message>
        <source>elimination needs at least two players: practise alone with a number of hands or an orbit</source>
        <translation>bis zum Ausscheiden braucht es mindestens zwei Spieler: Übe allein mit einer Anzahl Hände oder einem Orbit</translation>
    </message>
    <message>
        <source>the button must sit at a seat 0-{last}</source>
        <translation>der Button muss auf einem Platz 0-{last} liegen</translation>
    </message>
    <message>
        <source>finish the hand in progress first</source>
        <translation>beende zuerst die laufende Hand</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>die Partie ist vorbei</translation>
    </message>
    <message>
        <source>nobody is left to play</source>
        <translation>es ist niemand mehr zum Spielen da</translation>
    </message>
    <message>
        <source>there is no finished hand to settle</source>
        <translation>es gibt keine beendete Hand abzurechnen</translation>
    </message>
    <message>
        <source>{name} was eliminated from this match</source>
        <translation>{name} ist aus dieser Partie ausgeschieden</translation>
    </message>
    <message>
        <source>{name} is not at the table</source>
        <translation>{name} sitzt nicht am Tisch</translation>
    </message>
    <message>
        <source>players leave only between hands</source>
        <translation>Spieler gehen nur zwischen zwei Händen</translation>
    </message>
    <message>
        <source>a Fantasyland hand is owed: nobody leaves before it is played</source>
        <translation>eine Fantasyland-Hand steht noch aus: Niemand geht, bevor sie gespielt ist</translation>
    </message>
    <message>
        <source>players join only between hands</source>
        <translation>Spieler kommen nur zwischen zwei Händen dazu</translation>
    </message>
    <message>
        <source>a new player needs a name not already at the table</source>
        <translation>ein neuer Spieler braucht einen Namen, den es am Tisch noch nicht gibt</translation>
    </message>
    <message>
        <source>every player in a hand needs a different name</source>
        <translation>jeder Spieler einer Hand braucht einen anderen Namen</translation>
    </message>
    <message>
        <source>a hand needs at least one player</source>
        <translation>eine Hand braucht mindestens einen Spieler</translation>
    </message>
    <message>
        <source>{name} is a human seat: it answers from the table</source>
        <translation>{name} ist ein menschlicher Platz: Die Antwort kommt vom Tisch</translation>
    </message>
    <message>
        <source>{name} has no recorded decision for hand {hand}, street {street}</source>
        <translation>{name} hat keine gespeicherte Entscheidung für Hand {hand}, Runde {street}</translation>
    </message>
    <message>
        <source>the hand has {players} seats but {seats} were given</source>
        <translation>die Hand hat {players} Plätze, aber {seats} wurden angegeben</translation>
    </message>
    <message>
        <source>start the hand before playing it</source>
        <translation>starte die Hand, bevor du sie spielst</translation>
    </message>
    <message>
        <source>{name} must act, and a human seat answers from the table</source>
        <translation>{name} ist am Zug, und ein menschlicher Platz antwortet vom Tisch aus</translation>
    </message>
    <message>
        <source>two seats are called {name}</source>
        <translation>zwei Plätze heißen {name}</translation>
    </message>
    <message>
        <source>no seat for {players}</source>
        <translation>kein Platz für {players}</translation>
    </message>
</context>
<context>
    <name>PositionAnalysis</name>
    <message>
        <source>{cards} {row}</source>
        <translation>{cards} {row}</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>{cards} abwerfen</translation>
    </message>
    <message>
        <source>Rules: {variant}, scoring {scoring}</source>
        <translation>Regeln: {variant}, Wertung {scoring}</translation>
    </message>
    <message>
        <source>, two decks</source>
        <translation>, zwei Decks</translation>
    </message>
    <message>
        <source>, {jokers} joker(s) per deck</source>
        <translation>, {jokers} Joker pro Deck</translation>
    </message>
    <message>
        <source>Position: {notation}</source>
        <translation>Stellung: {notation}</translation>
    </message>
    <message>
        <source>Whole board set at once: solved exactly.</source>
        <translation>Ganzes Board auf einmal gelegt: exakt gelöst.</translation>
    </message>
    <message>
        <source>Exact: nothing is left to come, so every outcome is certain.</source>
        <translation>Exakt: Es kommt nichts mehr, jedes Ergebnis steht fest.</translation>
    </message>
    <message>
        <source>Exact: every play valued over all {count} ways the cards still to come can fall.</source>
        <translation>Exakt: Jeder Spielzug über alle {count} Möglichkeiten bewertet, wie die noch kommenden Karten fallen können.</translation>
    </message>
    <message>
        <source>Expected points over {futures} futures per play (seed {seed}), the same futures for every play; ± is one standard error.</source>
        <translation>Erwartete Punkte über {futures} Zukünfte pro Zug (Seed {seed}), dieselben Zukünfte für jeden Zug; ± ist ein Standardfehler.</translation>
    </message>
    <message>
        <source>play</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>EV</source>
        <translation>EV</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verl.</translation>
    </message>
    <message>
        <source>foul</source>
        <translation>Foul</translation>
    </message>
    <message>
        <source>FL</source>
        <translation>FL</translation>
    </message>
    <message>
        <source>royalties</source>
        <translation>Royalties</translation>
    </message>
    <message>
        <source>… and {count} more plays</source>
        <translation>… und {count} weitere Züge</translation>
    </message>
</context>
<context>
    <name>PuzzleMaker</name>
    <message>
        <source>More puzzles</source>
        <translation>Mehr Puzzles</translation>
    </message>
    <message>
        <source>Find new puzzles for the rules of your next match (it takes a while)</source>
        <translation>Neue Puzzles für die Regeln deiner nächsten Partie suchen (das dauert eine Weile)</translation>
    </message>
    <message>
        <source>Puzzles found so far</source>
        <translation>Bisher gefundene Puzzles</translation>
    </message>
    <message>
        <source>Finding puzzles… %p%</source>
        <translation>Puzzles werden gesucht… %p%</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop searching and keep the puzzles found so far</source>
        <translation>Die Suche anhalten und die bisher gefundenen Puzzles behalten</translation>
    </message>
</context>
<context>
    <name>Ranks</name>
    <message>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Siebenen</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>No drill answered yet. Answer drills (Game → Drills) and your trainer rating shows here; it starts at {start}.</source>
        <translation>Noch keine Übung beantwortet. Beantworte Übungen (Spiel → Übungen), dann erscheint hier dein Trainer-Rating; es beginnt bei {start}.</translation>
    </message>
    <message>
        <source>No player chosen</source>
        <translation>Kein Spieler gewählt</translation>
    </message>
    <message>
        <source>{player}: trainer rating {rating}</source>
        <translation>{player}: Trainer-Rating {rating}</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>The deal</source>
        <translation>Das Austeilen</translation>
    </message>
    <message>
        <source>The hand is over: {results}</source>
        <translation>Die Hand ist vorbei: {results}</translation>
    </message>
    <message>
        <source>{player} sets {count} cards face down</source>
        <translation>{player} legt {count} Karten verdeckt</translation>
    </message>
    <message>
        <source>You set {count} cards face down</source>
        <translation>Du legst {count} Karten verdeckt</translation>
    </message>
    <message>
        <source>{player} sets street {street}</source>
        <translation>{player} legt Runde {street}</translation>
    </message>
    <message>
        <source>You set street {street}</source>
        <translation>Du legst Runde {street}</translation>
    </message>
    <message>
        <source>{player} surrenders</source>
        <translation>{player} gibt auf</translation>
    </message>
    <message>
        <source>You surrender</source>
        <translation>Du gibst auf</translation>
    </message>
    <message>
        <source>Replay — hand {number}, {variant}</source>
        <translation>Wiederholung — Hand {number}, {variant}</translation>
    </message>
    <message>
        <source>Replayed table</source>
        <translation>Wiedergegebener Tisch</translation>
    </message>
    <message>
        <source>What happened in this step</source>
        <translation>Was in diesem Schritt geschah</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>Das Austeilen (Pos1)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Einen Schritt zurück (Pfeil links)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Einen Schritt vor (Pfeil rechts)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>The end of the hand and its score (End)</source>
        <translation>Das Ende der Hand und ihre Wertung (Ende)</translation>
    </message>
    <message>
        <source>Score review</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Show or hide how the hand was scored</source>
        <translation>Zeigen oder verbergen, wie die Hand gewertet wurde</translation>
    </message>
    <message>
        <source>Step of the replay</source>
        <translation>Schritt der Wiederholung</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Show or hide the analysis of your hand</source>
        <translation>Die Analyse deiner Hand zeigen oder verbergen</translation>
    </message>
    <message>
        <source>{step} / {count}</source>
        <translation>{step} / {count}</translation>
    </message>
    <message>
        <source>Analyse from here</source>
        <translation>Ab hier analysieren</translation>
    </message>
    <message>
        <source>This replay is nobody&apos;s own view: there is no hand to analyse</source>
        <translation>Diese Wiederholung ist niemandes eigene Sicht: es gibt keine Hand zu analysieren</translation>
    </message>
    <message>
        <source>Open this street in the position lab, as you saw it</source>
        <translation>Diese Straße im Stellungslabor öffnen, so wie du sie gesehen hast</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Grade of your answer</source>
        <translation>Bewertung deiner Antwort</translation>
    </message>
    <message>
        <source>Every play of the position</source>
        <translation>Jeder Zug der Stellung</translation>
    </message>
    <message>
        <source>Your play lost {loss:.2f} ± {error:.2f} points against the best.</source>
        <translation>Dein Zug hat {loss:.2f} ± {error:.2f} Punkte gegenüber dem besten verloren.</translation>
    </message>
    <message>
        <source>Best play: {play}</source>
        <translation>Bester Zug: {play}</translation>
    </message>
    <message>
        <source>Your play: {play}</source>
        <translation>Dein Zug: {play}</translation>
    </message>
    <message>
        <source>The best play is drawn faintly on your board; select any play in the table to see it there.</source>
        <translation>Der beste Zug ist blass auf deinem Board eingezeichnet; wähle einen beliebigen Zug in der Tabelle, um ihn dort zu sehen.</translation>
    </message>
</context>
<context>
    <name>ReviewChart</name>
    <message>
        <source>Street {street}: the best play — {grade}</source>
        <translation>Runde {street}: der beste Zug — {grade}</translation>
    </message>
    <message>
        <source>Street {street}: lost {loss} points — {grade}</source>
        <translation>Runde {street}: {loss} Punkte verloren — {grade}</translation>
    </message>
    <message>
        <source>Points lost by street</source>
        <translation>Verlorene Punkte pro Runde</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Verlorene Punkte</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Runde</translation>
    </message>
</context>
<context>
    <name>ReviewOverlay</name>
    <message>
        <source>Score review</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>How the last hand was scored, pair by pair, and the match standings</source>
        <translation>Wie die letzte Hand gewertet wurde, Paar für Paar, und der Spielstand der Partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score review&lt;/b&gt;  (F9 shows or hides it)</source>
        <translation>&lt;b&gt;Abrechnung&lt;/b&gt;  (F9 zeigt oder verbirgt sie)</translation>
    </message>
    <message>
        <source>Hide the score review (F9)</source>
        <translation>Abrechnung verbergen (F9)</translation>
    </message>
    <message>
        <source>Hide the score review</source>
        <translation>Abrechnung verbergen</translation>
    </message>
    <message>
        <source>Closes this panel; F9 opens it again</source>
        <translation>Schließt dieses Feld; F9 öffnet es wieder</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <source>Mark every row won, lost or tied on the cards, step by step (F10)</source>
        <translation>Jede Reihe Schritt für Schritt auf den Karten als gewonnen, verloren oder unentschieden markieren (F10)</translation>
    </message>
    <message>
        <source>Show the review on the table</source>
        <translation>Die Abrechnung auf dem Tisch zeigen</translation>
    </message>
    <message>
        <source>Did I set it right?</source>
        <translation>Richtig gelegt?</translation>
    </message>
    <message>
        <source>The best arrangement of your cards against the boards the others played</source>
        <translation>Die beste Anordnung deiner Karten gegen die Boards der anderen</translation>
    </message>
    <message>
        <source>Did I play it right?</source>
        <translation>Richtig gespielt?</translation>
    </message>
    <message>
        <source>Every decision of the hand next to the best one, and the points it cost</source>
        <translation>Jede Entscheidung der Hand neben der besten und die Punkte, die sie gekostet hat</translation>
    </message>
    <message>
        <source>{tip}. Choose whose hand: only that player should be looking</source>
        <translation>{tip}. Wähle, wessen Hand: Nur dieser Spieler sollte hinsehen</translation>
    </message>
    <message>
        <source>{player}&apos;s hand</source>
        <translation>Hand von {player}</translation>
    </message>
    <message>
        <source>How scoring works</source>
        <translation>Wie die Wertung funktioniert</translation>
    </message>
    <message>
        <source>What is a foul?</source>
        <translation>Was ist ein Foul?</translation>
    </message>
</context>
<context>
    <name>Rows</name>
    <message>
        <source>top</source>
        <extracomment>a row&apos;s name in running text: &quot;the {row} row&quot;, &quot;You won the top and middle.&quot;</extracomment>
        <translation>Oben</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>Unten</translation>
    </message>
</context>
<context>
    <name>RoyaltiesPage</name>
    <message>
        <source>Royalties</source>
        <translation>Royalties</translation>
    </message>
    <message>
        <source>&amp;Reset to preset</source>
        <translation>Auf Vorlage &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tabelle:</translation>
    </message>
    <message>
        <source>Double-click a cell (or press F2) to change it; any change makes the table custom. A dash marks a hand that earns nothing on that row.</source>
        <translation>Doppelklick auf eine Zelle (oder F2) ändert sie; jede Änderung macht die Tabelle benutzerdefiniert. Ein Strich markiert eine Hand, die in dieser Reihe nichts einbringt.</translation>
    </message>
    <message>
        <source>Put every cell back to the {preset} table</source>
        <translation>Alle Zellen auf die Tabelle „{preset}“ zurücksetzen</translation>
    </message>
    <message>
        <source>Put every cell back to the standard table</source>
        <translation>Alle Zellen auf die Standardtabelle zurücksetzen</translation>
    </message>
    <message>
        <source>Put every cell back to the flat 20 for any top trips table</source>
        <translation>Alle Zellen auf die Tabelle „Pauschal 20 für jeden Drilling oben“ zurücksetzen</translation>
    </message>
</context>
<context>
    <name>RoyaltyTableModel</name>
    <message>
        <source>Three of a kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Royal Flush</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Fünfling</translation>
    </message>
    <message>
        <source>Pair {cards}</source>
        <translation>Paar {cards}</translation>
    </message>
    <message>
        <source>Trips {cards}</source>
        <translation>Drilling {cards}</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>{hand} earns nothing on the bottom row</source>
        <translation>{hand} bringt in der unteren Reihe nichts</translation>
    </message>
    <message>
        <source>{hand} earns nothing on the middle row</source>
        <translation>{hand} bringt in der mittleren Reihe nichts</translation>
    </message>
    <message>
        <source>{hand} earns nothing on the top row</source>
        <translation>{hand} bringt in der oberen Reihe nichts</translation>
    </message>
    <message>
        <source>Points for {hand} on the bottom row (0-{most})</source>
        <translation>Punkte für {hand} in der unteren Reihe (0-{most})</translation>
    </message>
    <message>
        <source>Points for {hand} on the middle row (0-{most})</source>
        <translation>Punkte für {hand} in der mittleren Reihe (0-{most})</translation>
    </message>
    <message>
        <source>Points for {hand} on the top row (0-{most})</source>
        <translation>Punkte für {hand} in der oberen Reihe (0-{most})</translation>
    </message>
</context>
<context>
    <name>RuleErrors</name>
    <message>
        <source>royalty table {row} needs {size} cells, got {cells}</source>
        <translation>Royalty-Tabelle {row} braucht {size} Felder, nicht {cells}</translation>
    </message>
    <message>
        <source>royalty table {row}: {cell!r} is not a whole number 0-{most}</source>
        <translation>Royalty-Tabelle {row}: {cell!r} ist keine ganze Zahl von 0-{most}</translation>
    </message>
    <message>
        <source>a custom royalty table must be an object of rows</source>
        <translation>eine eigene Royalty-Tabelle muss ein Objekt aus Reihen sein</translation>
    </message>
    <message>
        <source>unknown royalty table rows: {rows}</source>
        <translation>unbekannte Reihen der Royalty-Tabelle: {rows}</translation>
    </message>
    <message>
        <source>royalty table {name} must be an object</source>
        <translation>Royalty-Tabelle {name} muss ein Objekt sein</translation>
    </message>
    <message>
        <source>royalty table {name}: unknown cells {cells}</source>
        <translation>Royalty-Tabelle {name}: unbekannte Felder {cells}</translation>
    </message>
    <message>
        <source>jokers (per deck)</source>
        <translation>Joker (pro Deck)</translation>
    </message>
    <message>
        <source>move_timer (seconds, 0 = off)</source>
        <translation>move_timer (Sekunden, 0 = aus)</translation>
    </message>
    <message>
        <source>time_bank (seconds)</source>
        <translation>time_bank (Sekunden)</translation>
    </message>
    <message>
        <source>{setting} must be one of {choices}, got {value!r}</source>
        <translation>{setting} muss eines von {choices} sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{setting} must be a whole number from {low} to {high}, got {value!r}</source>
        <translation>{setting} muss eine ganze Zahl von {low} bis {high} sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>{setting} must be true or false, got {value!r}</source>
        <translation>{setting} muss true oder false sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>decks must be 1 or 2, got {decks!r}</source>
        <translation>es gibt 1 oder 2 Decks, nicht {decks!r}</translation>
    </message>
    <message>
        <source>royalty_table must be a RoyaltyTable</source>
        <translation>royalty_table muss eine RoyaltyTable sein</translation>
    </message>
    <message>
        <source>fantasyland_entry must be &apos;QQ&apos;, &apos;KK&apos; or &apos;AA&apos;, got {entry!r}</source>
        <translation>fantasyland_entry muss &apos;QQ&apos;, &apos;KK&apos; oder &apos;AA&apos; sein, nicht {entry!r}</translation>
    </message>
    <message>
        <source>progressive Fantasyland is a Pineapple rule</source>
        <translation>progressives Fantasyland ist eine Pineapple-Regel</translation>
    </message>
    <message>
        <source>variable Fantasyland is a Classic rule</source>
        <translation>variables Fantasyland ist eine Regel von Klassisch</translation>
    </message>
    <message>
        <source>closed Chinese poker has no Fantasyland</source>
        <translation>verdecktes Chinese Poker hat kein Fantasyland</translation>
    </message>
    <message>
        <source>fantasyland_sets must be &apos;start&apos; or &apos;last&apos;, got {sets!r}</source>
        <translation>fantasyland_sets muss &apos;start&apos; oder &apos;last&apos; sein, nicht {sets!r}</translation>
    </message>
    <message>
        <source>{setting} is a closed Chinese poker rule</source>
        <translation>{setting} ist eine Regel des verdeckten Chinese Poker</translation>
    </message>
    <message>
        <source>point_value must be a positive number, got {value!r}</source>
        <translation>point_value muss eine positive Zahl sein, nicht {value!r}</translation>
    </message>
    <message>
        <source>a match of a number of hands needs match_hands of 1 or more</source>
        <translation>eine Partie über eine Anzahl Hände braucht match_hands von 1 oder mehr</translation>
    </message>
    <message>
        <source>a match to a points target needs match_points from 1 to {most}</source>
        <translation>eine Partie bis zu einem Punkteziel braucht match_points von 1 bis {most}</translation>
    </message>
    <message>
        <source>stakes must be a list of player pairs with a multiplier</source>
        <translation>stakes muss eine Liste von Spielerpaaren mit einem Multiplikator sein</translation>
    </message>
    <message>
        <source>a stake pair needs two different player names, not “{a}” and “{b}”</source>
        <translation>ein Einsatz-Paar braucht zwei verschiedene Spielernamen, nicht „{a}“ und „{b}“</translation>
    </message>
    <message>
        <source>stakes name the pair {a}/{b} twice</source>
        <translation>stakes nennt das Paar {a}/{b} doppelt</translation>
    </message>
    <message>
        <source>stake multiplier must be a positive number, got {multiplier!r}</source>
        <translation>der Einsatz-Multiplikator muss eine positive Zahl sein, nicht {multiplier!r}</translation>
    </message>
    <message>
        <source>a hand needs at least one player</source>
        <translation>eine Hand braucht mindestens einen Spieler</translation>
    </message>
    <message>
        <source>double-deck {variant} seats at most {most} players, not {players}</source>
        <translation>{variant} mit Doppeldeck hat Platz für höchstens {most} Spieler, nicht {players}</translation>
    </message>
    <message>
        <source>single-deck {variant} seats at most {most} players, not {players}; it needs a double deck</source>
        <translation>{variant} mit einem Deck hat Platz für höchstens {most} Spieler, nicht {players}; dafür braucht es ein Doppeldeck</translation>
    </message>
    <message>
        <source>single-deck {variant} seats at most {most} players, not {players}</source>
        <translation>{variant} mit einem Deck hat Platz für höchstens {most} Spieler, nicht {players}</translation>
    </message>
    <message>
        <source>not enough cards: {players} players may need {most} cards each ({needed}) but the deck holds {deck}</source>
        <translation>nicht genug Karten: {players} Spieler brauchen womöglich je {most} Karten ({needed}), aber das Deck hat {deck}</translation>
    </message>
    <message>
        <source>rules must be a JSON object</source>
        <translation>die Regeln müssen ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>unknown rule settings: {settings}</source>
        <translation>unbekannte Regeleinstellungen: {settings}</translation>
    </message>
    <message>
        <source>{setting} {given!r} contradicts scoring {scoring!r}; use scoring &apos;custom&apos;</source>
        <translation>{setting} {given!r} widerspricht scoring {scoring!r}; verwende scoring &apos;custom&apos;</translation>
    </message>
    <message>
        <source>royalty_table must be &apos;standard&apos;, &apos;flat_top_trips_20&apos; or an object of cells, got {table!r}</source>
        <translation>royalty_table muss &apos;standard&apos;, &apos;flat_top_trips_20&apos; oder ein Objekt aus Feldern sein, nicht {table!r}</translation>
    </message>
    <message>
        <source>stakes must be a list of {&quot;players&quot;: [a, b], &quot;multiplier&quot;: x}</source>
        <translation>stakes muss eine Liste aus {&quot;players&quot;: [a, b], &quot;multiplier&quot;: x} sein</translation>
    </message>
    <message>
        <source>each stake is {&quot;players&quot;: [a, b], &quot;multiplier&quot;: x}</source>
        <translation>jeder Einsatz ist {&quot;players&quot;: [a, b], &quot;multiplier&quot;: x}</translation>
    </message>
    <message>
        <source>a stake names exactly two players</source>
        <translation>ein Einsatz nennt genau zwei Spieler</translation>
    </message>
</context>
<context>
    <name>RulePresets</name>
    <message>
        <source>Classic (1-6)</source>
        <translation>Klassisch (1-6)</translation>
    </message>
    <message>
        <source>Pineapple</source>
        <translation>Pineapple</translation>
    </message>
    <message>
        <source>Progressive Pineapple</source>
        <translation>Progressives Pineapple</translation>
    </message>
    <message>
        <source>Turbo 5-4-4</source>
        <translation>Turbo 5-4-4</translation>
    </message>
    <message>
        <source>Double deck (AA+ Fantasyland)</source>
        <translation>Doppeldeck (Fantasyland ab AA)</translation>
    </message>
    <message>
        <source>Flat 20 for top trips</source>
        <translation>Pauschal 20 für Drilling oben</translation>
    </message>
    <message>
        <source>Chinese poker with naturals</source>
        <translation>Chinese Poker mit Naturals</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Pineapple</source>
        <translation>Pineapple</translation>
    </message>
    <message>
        <source>Chinese poker (closed)</source>
        <translation>Chinese Poker (verdeckt)</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>Turbo 5-4-4</source>
        <translation>Turbo 5-4-4</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Flat 20 for any top trips</source>
        <translation>Pauschal 20 für jeden Drilling oben</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>own row points</source>
        <translation>eigene Reihenpunkte</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>Royal Flush</translation>
    </message>
    <message>
        <source>Five of a kind</source>
        <translation>Fünfling</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>einem Drilling</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>einer Straße</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>einem Flush</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>einem Full House</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>einem Vierling</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>einem Straight Flush</translation>
    </message>
    <message>
        <source>royal flush</source>
        <translation>einem Royal Flush</translation>
    </message>
    <message>
        <source>five of a kind</source>
        <translation>einem Fünfling</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <source>{count} point</source>
        <translation>{count} Punkt</translation>
    </message>
    <message>
        <source>{count} points</source>
        <translation>{count} Punkte</translation>
    </message>
    <message>
        <source>{count} card</source>
        <translation>{count} Karte</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count} Karten</translation>
    </message>
    <message>
        <source>{count} street</source>
        <translation>{count} Runde</translation>
    </message>
    <message>
        <source>{count} streets</source>
        <translation>{count} Runden</translation>
    </message>
    <message>
        <source>{count} joker</source>
        <translation>{count} Joker</translation>
    </message>
    <message>
        <source>{count} jokers</source>
        <translation>{count} Joker</translation>
    </message>
    <message>
        <source>{count} hand</source>
        <translation>{count} Hand</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} Hände</translation>
    </message>
    <message>
        <source>{count} minute</source>
        <translation>{count} Minute</translation>
    </message>
    <message>
        <source>{count} minutes</source>
        <translation>{count} Minuten</translation>
    </message>
    <message>
        <source>{count} second</source>
        <translation>{count} Sekunde</translation>
    </message>
    <message>
        <source>{count} seconds</source>
        <translation>{count} Sekunden</translation>
    </message>
    <message>
        <source>place {placed} and discard {discarded} face down</source>
        <translation>{placed} legen, {discarded} verdeckt abwerfen</translation>
    </message>
    <message>
        <source>all placed</source>
        <translation>alle werden gelegt</translation>
    </message>
    <message>
        <source>{streets} of {cards} ({what})</source>
        <extracomment>&quot;2 streets of 3 cards (place 2 and discard 1 face down)&quot;</extracomment>
        <translation>{streets} zu je {cards} ({what})</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>&lt;b&gt;{variant}&lt;/b&gt;, the original game. Every player is dealt all {cards} cards at once and sets them face down in three poker hands, the &lt;a href=&quot;#rows&quot;&gt;rows&lt;/a&gt;; all boards are revealed together and compared row by row, each pair of players on its own (&lt;a href=&quot;#scoring&quot;&gt;Scoring&lt;/a&gt;).</source>
        <translation>&lt;b&gt;{variant}&lt;/b&gt;, das ursprüngliche Spiel. Jeder Spieler erhält alle {cards} Karten auf einmal und legt sie verdeckt zu drei Pokerhänden aus, den &lt;a href=&quot;#rows&quot;&gt;Reihen&lt;/a&gt;; alle Boards werden gleichzeitig aufgedeckt und Reihe für Reihe verglichen, jedes Spielerpaar für sich (&lt;a href=&quot;#scoring&quot;&gt;Wertung&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>Open-Face Chinese Poker, &lt;b&gt;{variant}&lt;/b&gt;. Every player builds a board of three poker hands, the &lt;a href=&quot;#rows&quot;&gt;rows&lt;/a&gt;, from {cards} cards placed face up a few at a time. When all boards are complete they are compared row by row, each pair of players on its own (&lt;a href=&quot;#scoring&quot;&gt;Scoring&lt;/a&gt;).</source>
        <translation>Open-Face Chinese Poker, &lt;b&gt;{variant}&lt;/b&gt;. Jeder Spieler baut aus {cards} Karten, die nach und nach offen gelegt werden, ein Board aus drei Pokerhänden, den &lt;a href=&quot;#rows&quot;&gt;Reihen&lt;/a&gt;. Sind alle Boards vollständig, werden sie Reihe für Reihe verglichen, jedes Spielerpaar für sich (&lt;a href=&quot;#scoring&quot;&gt;Wertung&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Ausgeteilte Karten</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Gelegt</translation>
    </message>
    <message>
        <source>Discarded face down</source>
        <translation>Verdeckt abgeworfen</translation>
    </message>
    <message>
        <source>The deal of an ordinary hand</source>
        <translation>Das Geben einer normalen Hand</translation>
    </message>
    <message>
        <source>The deal: all {cards} cards at once, set face down.</source>
        <translation>Das Geben: alle {cards} Karten auf einmal, verdeckt gelegt.</translation>
    </message>
    <message>
        <source>The deal: {first} cards first, which you may put in any rows (all five in one row is legal), then {rest}. A street is finished when you confirm it; until then you may rearrange the cards of that street, after that a placed card never moves. Opponents see every placed card.</source>
        <translation>Das Geben: zuerst {first} Karten, die du beliebig auf die Reihen verteilen darfst (auch alle fünf in dieselbe Reihe), dann {rest}. Eine Runde ist beendet, wenn du sie bestätigst; bis dahin darfst du die Karten dieser Runde umlegen, danach bleibt eine gelegte Karte, wo sie ist. Gegner sehen jede gelegte Karte.</translation>
    </message>
    <message>
        <source>one deck</source>
        <translation>ein Deck</translation>
    </message>
    <message>
        <source>two decks shuffled together</source>
        <translation>zwei zusammengemischte Decks</translation>
    </message>
    <message>
        <source>The shoe: {deck} with {jokers} per deck (&lt;a href=&quot;#jokers&quot;&gt;Jokers&lt;/a&gt;), {cards} cards; at most {players} players (two is the minimum, though one person may practise alone, scoring only royalties and fouls).</source>
        <translation>Die Karten: {deck}, dazu {jokers} pro Deck (&lt;a href=&quot;#jokers&quot;&gt;Joker&lt;/a&gt;), insgesamt {cards} Karten; höchstens {players} Spieler (mindestens zwei; du kannst aber auch allein üben, dann werden nur Royalties und Fouls gewertet).</translation>
    </message>
    <message>
        <source>The shoe: {deck}, {cards} cards; at most {players} players (two is the minimum, though one person may practise alone, scoring only royalties and fouls).</source>
        <translation>Die Karten: {deck}, insgesamt {cards} Karten; höchstens {players} Spieler (mindestens zwei; du kannst aber auch allein üben, dann werden nur Royalties und Fouls gewertet).</translation>
    </message>
    <message>
        <source>A dealer button sits in front of one player; the player to its left acts first on every street and play goes clockwise. The button moves one seat after each hand, also after a hand played because someone is in Fantasyland.</source>
        <translation>Vor einem Spieler liegt der Dealer-Button; der Spieler links davon ist in jeder Runde zuerst dran, gespielt wird im Uhrzeigersinn. Der Button rückt nach jeder Hand einen Platz weiter, auch nach einer Hand, die gespielt wurde, weil jemand in Fantasyland ist.</translation>
    </message>
    <message>
        <source>A dealer button sits in front of one player; the player to its left acts first on every street and play goes clockwise. The button moves one seat after each hand, except after a hand played because someone is in Fantasyland.</source>
        <translation>Vor einem Spieler liegt der Dealer-Button; der Spieler links davon ist in jeder Runde zuerst dran, gespielt wird im Uhrzeigersinn. Der Button rückt nach jeder Hand einen Platz weiter, außer nach einer Hand, die gespielt wurde, weil jemand in Fantasyland ist.</translation>
    </message>
    <message>
        <source>Kept private: the cards you have been dealt but not yet placed, your discards and Fantasyland boards until every player has finished.</source>
        <translation>Geheim bleiben: die Karten, die du bekommen, aber noch nicht gelegt hast, deine abgeworfenen Karten und Fantasyland-Boards, bis alle Spieler fertig sind.</translation>
    </message>
    <message>
        <source>Kept private: the cards you have been dealt but not yet placed and Fantasyland boards until every player has finished.</source>
        <translation>Geheim bleiben: die Karten, die du bekommen, aber noch nicht gelegt hast, und Fantasyland-Boards, bis alle Spieler fertig sind.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>High card</source>
        <translation>Höchste Karte</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Ein Paar</translation>
    </message>
    <message>
        <source>Two pair</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <source>Straight flush (the ace-high one is a royal flush)</source>
        <translation>Straight Flush (mit Ass als höchster Karte heißt er Royal Flush)</translation>
    </message>
    <message>
        <source>Five of a kind (with jokers or two decks), above every straight flush</source>
        <translation>Fünfling (mit Jokern oder zwei Decks), über jedem Straight Flush</translation>
    </message>
    <message>
        <source>Rows and hand strength</source>
        <translation>Reihen und Handstärke</translation>
    </message>
    <message>
        <source>Each board has three rows: the &lt;b&gt;top&lt;/b&gt; holds 3 cards, the &lt;b&gt;middle&lt;/b&gt; 5 and the &lt;b&gt;bottom&lt;/b&gt; 5. A finished board must have the bottom at least as strong as the middle, and the middle at least as strong as the top (equal is allowed); otherwise it &lt;a href=&quot;#fouls&quot;&gt;fouls&lt;/a&gt;.</source>
        <translation>Jedes Board hat drei Reihen: &lt;b&gt;oben&lt;/b&gt; liegen 3 Karten, in der &lt;b&gt;Mitte&lt;/b&gt; 5 und &lt;b&gt;unten&lt;/b&gt; 5. In einem fertigen Board muss die untere Reihe mindestens so stark sein wie die mittlere und die mittlere mindestens so stark wie die obere (gleich stark ist erlaubt); sonst ist es &lt;a href=&quot;#fouls&quot;&gt;gefoult&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Hands from weakest to strongest:</source>
        <translation>Hände von der schwächsten bis zur stärksten:</translation>
    </message>
    <message>
        <source>The ace is high, and also low in the wheel A-2-3-4-5, the lowest straight. Suits never rank: two hands of equal rank tie. Within a category the ranks decide in order (the pair, then the kickers, and so on).</source>
        <translation>Das Ass ist hoch, im Wheel A-2-3-4-5, der niedrigsten Straße, aber auch niedrig. Farben haben nie einen Rang: Zwei Hände gleichen Rangs sind gleich stark. Innerhalb einer Kategorie entscheiden die Ränge der Reihe nach (erst das Paar, dann die Kicker usw.).</translation>
    </message>
    <message>
        <source>The top row can only be high card, one pair or three of a kind: three suited or connected cards there are &lt;i&gt;not&lt;/i&gt; a flush or a straight.</source>
        <translation>Die obere Reihe kann nur Höchste Karte, ein Paar oder ein Drilling sein: Drei Karten gleicher Farbe oder in Folge sind dort &lt;i&gt;weder&lt;/i&gt; Flush noch Straße.</translation>
    </message>
    <message>
        <source>Rows of different size compare by category first, then rank by rank; a top equal in every rank it has is equal to the row below, not higher. Top Q♠ Q♦ 7♣ is weaker than middle Q♥ Q♣ 9♠ 8♦ 2♥, equal to Q♥ Q♣ 7♠ 5♦ 2♥ (both fine), and stronger than Q♥ Q♣ 6♠ 5♦ 4♥ (a foul).</source>
        <translation>Reihen unterschiedlicher Größe werden zuerst nach Kategorie verglichen, dann Rang für Rang; eine obere Reihe, die in allen ihren Rängen gleichauf liegt, ist gleich stark wie die Reihe darunter, nicht stärker. Oben Q♠ Q♦ 7♣ ist schwächer als Mitte Q♥ Q♣ 9♠ 8♦ 2♥, gleich stark wie Q♥ Q♣ 7♠ 5♦ 2♥ (beides in Ordnung) und stärker als Q♥ Q♣ 6♠ 5♦ 4♥ (ein Foul).</translation>
    </message>
    <message>
        <source>A finished board must satisfy &lt;b&gt;bottom ≥ middle ≥ top&lt;/b&gt;. If a row is stronger than the row below it, the board is &lt;b&gt;fouled&lt;/b&gt; (a dead hand): all three of its rows lose to every board that did not foul, it earns no royalties, and it can neither enter nor stay in Fantasyland.</source>
        <translation>Ein fertiges Board muss &lt;b&gt;Unten ≥ Mitte ≥ Oben&lt;/b&gt; erfüllen. Ist eine Reihe stärker als die Reihe darunter, ist das Board &lt;b&gt;gefoult&lt;/b&gt; (eine tote Hand): Alle drei Reihen verlieren gegen jedes Board ohne Foul, es bekommt keine Royalties und kann Fantasyland weder erreichen noch darin bleiben.</translation>
    </message>
    <message>
        <source>A finished board must satisfy &lt;b&gt;bottom ≥ middle ≥ top&lt;/b&gt;. If a row is stronger than the row below it, the board is &lt;b&gt;fouled&lt;/b&gt; (a dead hand): all three of its rows lose to every board that did not foul and it earns no royalties.</source>
        <translation>Ein fertiges Board muss &lt;b&gt;Unten ≥ Mitte ≥ Oben&lt;/b&gt; erfüllen. Ist eine Reihe stärker als die Reihe darunter, ist das Board &lt;b&gt;gefoult&lt;/b&gt; (eine tote Hand): Alle drei Reihen verlieren gegen jedes Board ohne Foul, und es bekommt keine Royalties.</translation>
    </message>
    <message>
        <source>Against a board that did not foul, a fouled board pays what a scoop pays under these rules, &lt;b&gt;{points}&lt;/b&gt;. Two fouled boards score 0 against each other.</source>
        <translation>Gegen ein Board ohne Foul zahlt ein gefoultes Board so viel, wie nach diesen Regeln ein Scoop bringt: &lt;b&gt;{points}&lt;/b&gt;. Zwei gefoulte Boards spielen gegeneinander 0.</translation>
    </message>
    <message>
        <source>Against a board that did not foul, a fouled board pays what a scoop pays under these rules, &lt;b&gt;{points}&lt;/b&gt; plus the other player’s royalties. Two fouled boards score 0 against each other.</source>
        <translation>Gegen ein Board ohne Foul zahlt ein gefoultes Board so viel, wie nach diesen Regeln ein Scoop bringt: &lt;b&gt;{points}&lt;/b&gt;, dazu die Royalties des anderen Spielers. Zwei gefoulte Boards spielen gegeneinander 0.</translation>
    </message>
    <message>
        <source>Example: top Q♠ Q♦ 7♣, middle Q♥ Q♣ 6♠ 5♦ 4♥. Both rows hold a pair of queens, and the top&apos;s next card (7) beats the middle&apos;s (6): the top is stronger than the middle, so the board fouls however good its bottom is. With middle Q♥ Q♣ 7♠ 5♦ 2♥ the rows are equal, which is fine.</source>
        <translation>Beispiel: oben Q♠ Q♦ 7♣, Mitte Q♥ Q♣ 6♠ 5♦ 4♥. Beide Reihen enthalten ein Paar Damen, und die nächste Karte oben (7) schlägt die der Mitte (6): Die obere Reihe ist stärker als die mittlere, also ist das Board gefoult, egal wie gut die untere Reihe ist. Mit Q♥ Q♣ 7♠ 5♦ 2♥ in der Mitte sind die Reihen gleich stark, und das ist in Ordnung.</translation>
    </message>
    <message>
        <source>While you play, the table marks a row that already beats anything the row below can still become: such a board will foul whatever cards come.</source>
        <translation>Während du spielst, markiert der Tisch eine Reihe, die schon alles schlägt, was aus der Reihe darunter noch werden kann: Ein solches Board wird gefoult, egal welche Karten noch kommen.</translation>
    </message>
    <message>
        <source>A joker takes the value that keeps the board legal when one exists; only if every value fouls does the board foul.</source>
        <translation>Ein Joker nimmt den Wert an, mit dem das Board gültig bleibt, sofern es einen gibt; nur wenn jeder Wert zu einem Foul führt, ist das Board gefoult.</translation>
    </message>
    <message>
        <source>Jokers are valued each row on its own: a joker always makes its own row as strong as possible, even if that fouls the board.</source>
        <translation>Joker werden für jede Reihe einzeln bewertet: Ein Joker macht seine Reihe immer so stark wie möglich, auch wenn das Board dadurch gefoult ist.</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <source>custom scoring: {points} a row, scoop bonus {bonus}</source>
        <translation>eigene Wertung: {points} pro Reihe, Scoop-Bonus {bonus}</translation>
    </message>
    <message>
        <source>the {system} system</source>
        <translation>das {system}-System</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows&lt;/b&gt;: each row won pays &lt;b&gt;{points}&lt;/b&gt;, except the closed-game bonuses: a winning top three of a kind pays 3, a winning middle full house 2, a winning four of a kind 4 and a winning straight flush 5. A tied row pays nothing.</source>
        <translation>&lt;b&gt;Reihen&lt;/b&gt;: Jede gewonnene Reihe bringt &lt;b&gt;{points}&lt;/b&gt;, außer bei den Boni des verdeckten Spiels: Ein gewinnender Drilling oben bringt 3, ein gewinnendes Full House in der Mitte 2, ein gewinnender Vierling 4 und ein gewinnender Straight Flush 5. Eine unentschiedene Reihe bringt nichts.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rows&lt;/b&gt;: each row won pays &lt;b&gt;{points}&lt;/b&gt;; a tied row pays nothing.</source>
        <translation>&lt;b&gt;Reihen&lt;/b&gt;: Jede gewonnene Reihe bringt &lt;b&gt;{points}&lt;/b&gt;; eine unentschiedene Reihe bringt nichts.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoop&lt;/b&gt;: winning all three rows adds &lt;b&gt;{bonus}&lt;/b&gt; more; a tied row spoils the scoop.</source>
        <translation>&lt;b&gt;Scoop&lt;/b&gt;: Wer alle drei Reihen gewinnt, bekommt &lt;b&gt;{bonus}&lt;/b&gt; zusätzlich; eine unentschiedene Reihe verhindert den Scoop.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoop&lt;/b&gt;: no bonus for winning all three rows.</source>
        <translation>&lt;b&gt;Scoop&lt;/b&gt;: kein Bonus für den Gewinn aller drei Reihen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;More rows&lt;/b&gt;: whoever won more rows than the other (tied rows count for neither) gets {points} more: winning 2 rows of 3 pays {two_one} net, 1 win and 2 ties pays {two_one}, and a scoop pays {scoop}.</source>
        <translation>&lt;b&gt;Mehr Reihen&lt;/b&gt;: Wer mehr Reihen gewonnen hat als der andere (unentschiedene Reihen zählen für keinen), bekommt {points} zusätzlich: 2 von 3 gewonnenen Reihen bringen netto {two_one}, 1 Sieg und 2 Unentschieden bringen {two_one}, und ein Scoop bringt {scoop}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Royalties&lt;/b&gt;: not paid; the closed-game bonuses replace them.</source>
        <translation>&lt;b&gt;Royalties&lt;/b&gt;: werden nicht gezahlt; die Boni des verdeckten Spiels ersetzen sie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;&lt;a href=&quot;#royalties&quot;&gt;Royalties&lt;/a&gt;&lt;/b&gt; (net): each player collects its own royalties from the other whether it wins the row or not, so they cancel against each other.</source>
        <translation>&lt;b&gt;&lt;a href=&quot;#royalties&quot;&gt;Royalties&lt;/a&gt;&lt;/b&gt; (netto): Jeder Spieler kassiert seine eigenen Royalties vom anderen, ob er die Reihe gewinnt oder nicht, sodass sie sich gegenseitig aufheben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;&lt;a href=&quot;#royalties&quot;&gt;Royalties&lt;/a&gt;&lt;/b&gt; (row winner): a royalty is collected only on a row its player won.</source>
        <translation>&lt;b&gt;&lt;a href=&quot;#royalties&quot;&gt;Royalties&lt;/a&gt;&lt;/b&gt; (Reihengewinner): Eine Royalty wird nur für eine Reihe kassiert, die ihr Spieler gewonnen hat.</translation>
    </message>
    <message>
        <source>A &lt;a href=&quot;#fouls&quot;&gt;fouled&lt;/a&gt; board loses all three rows: the other player collects {points}; two fouled boards score 0.</source>
        <translation>Ein &lt;a href=&quot;#fouls&quot;&gt;gefoultes&lt;/a&gt; Board verliert alle drei Reihen: Der andere Spieler kassiert {points}; zwei gefoulte Boards spielen gegeneinander 0.</translation>
    </message>
    <message>
        <source>A &lt;a href=&quot;#fouls&quot;&gt;fouled&lt;/a&gt; board loses all three rows: the other player collects {points} plus its own royalties; two fouled boards score 0.</source>
        <translation>Ein &lt;a href=&quot;#fouls&quot;&gt;gefoultes&lt;/a&gt; Board verliert alle drei Reihen: Der andere Spieler kassiert {points} plus seine eigenen Royalties; zwei gefoulte Boards spielen gegeneinander 0.</translation>
    </message>
    <message>
        <source>Scoring: {system}. Every pair of players is settled on its own (3 players make 3 pairs, 4 make 6). For two boards that did not foul:</source>
        <translation>Wertung: {system}. Jedes Spielerpaar wird für sich abgerechnet (3 Spieler ergeben 3 Paare, 4 ergeben 6). Für zwei Boards ohne Foul gilt:</translation>
    </message>
    <message>
        <source>Your result against a player = your row points + your scoop bonus + your royalties − the same for that player. The results of a hand always add up to 0.</source>
        <translation>Dein Ergebnis gegen einen Spieler = deine Reihenpunkte + dein Scoop-Bonus + deine Royalties − dasselbe für diesen Spieler. Die Ergebnisse einer Hand ergeben zusammen immer 0.</translation>
    </message>
    <message>
        <source>So winning 2 rows to 1 pays {two_one} before royalties, and a &lt;b&gt;scoop&lt;/b&gt; (all three rows) pays &lt;b&gt;{scoop}&lt;/b&gt;.</source>
        <translation>Ein Sieg mit 2 zu 1 Reihen bringt also {two_one} vor Royalties, und ein &lt;b&gt;Scoop&lt;/b&gt; (alle drei Reihen) bringt &lt;b&gt;{scoop}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shoot the moon&lt;/b&gt; (on): a board that does not foul with a bottom row no better than jack-high (no pair) collects {points} points from every other player, instead of the normal settlement of those pairs; two such boards settle 0 between them.</source>
        <translation>&lt;b&gt;Shoot the Moon&lt;/b&gt; (an): Ein Board ohne Foul, dessen untere Reihe nicht besser als Bube hoch ist (kein Paar), kassiert von jedem anderen Spieler {points} Punkte, statt der normalen Abrechnung dieser Paare; zwei solche Boards rechnen untereinander 0 ab.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>the standard table</source>
        <translation>die Standardtabelle</translation>
    </message>
    <message>
        <source>the standard table with a flat 20 for any three of a kind on top</source>
        <translation>die Standardtabelle mit pauschal 20 für jeden Drilling oben</translation>
    </message>
    <message>
        <source>a custom table</source>
        <translation>eine eigene Tabelle</translation>
    </message>
    <message>
        <source>anything below a {hand} in the middle</source>
        <extracomment>{hand} is a hand in running text: &quot;a straight&quot;, &quot;a full house&quot;</extracomment>
        <translation>alles unter {hand} in der Mitte</translation>
    </message>
    <message>
        <source>anything below a {hand} in the bottom</source>
        <translation>alles unter {hand} unten</translation>
    </message>
    <message>
        <source>anything in the middle</source>
        <translation>alles in der Mitte</translation>
    </message>
    <message>
        <source>anything in the bottom</source>
        <translation>alles unten</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>Royalties</translation>
    </message>
    <message>
        <source>These rules pay the closed-game bonuses instead of royalties (see &lt;a href=&quot;#scoring&quot;&gt;Scoring&lt;/a&gt;).</source>
        <translation>Diese Regeln zahlen statt Royalties die Boni des verdeckten Spiels (siehe &lt;a href=&quot;#scoring&quot;&gt;Wertung&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>net: each player collects its own</source>
        <translation>netto: Jeder Spieler kassiert seine eigenen</translation>
    </message>
    <message>
        <source>only on a row its player won</source>
        <translation>nur für eine Reihe, die ihr Spieler gewonnen hat</translation>
    </message>
    <message>
        <source>Top row</source>
        <translation>Obere Reihe</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Top row: points for a pair or three of a kind of each rank</source>
        <translation>Obere Reihe: Punkte für ein Paar oder einen Drilling jedes Rangs</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>Middle and bottom rows</source>
        <translation>Mittlere und untere Reihe</translation>
    </message>
    <message>
        <source>On top: {cells}.</source>
        <translation>Oben: {cells}.</translation>
    </message>
    <message>
        <source>Nothing pays on top.</source>
        <translation>Oben gibt es nichts.</translation>
    </message>
    <message>
        <source>Royalties are bonus points for strong rows. These rules use {table}; royalties are settled {settled}.</source>
        <translation>Royalties sind Bonuspunkte für starke Reihen. Diese Regeln verwenden {table}; abgerechnet werden Royalties {settled}.</translation>
    </message>
    <message>
        <source>pairs below {cards} on top</source>
        <translation>Paare unter {cards} oben</translation>
    </message>
    <message>
        <source>Nothing is paid for {things}.</source>
        <translation>Keine Punkte gibt es für {things}.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Five of a kind needs jokers or two decks; it cannot happen here.</source>
        <translation>Ein Fünfling braucht Joker oder zwei Decks; hier kann er nicht vorkommen.</translation>
    </message>
    <message>
        <source>A &lt;a href=&quot;#fouls&quot;&gt;fouled&lt;/a&gt; board earns no royalties.</source>
        <translation>Ein &lt;a href=&quot;#fouls&quot;&gt;gefoultes&lt;/a&gt; Board bekommt keine Royalties.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Entry&lt;/b&gt;: finish a board that does not foul with a pair of {ranks} or better on top ({hands}), or any three of a kind on top.</source>
        <translation>&lt;b&gt;Einstieg&lt;/b&gt;: Stelle ein Board ohne Foul fertig, das oben mindestens ein Paar {ranks} ({hands}) oder einen beliebigen Drilling hat.</translation>
    </message>
    <message>
        <source>In Fantasyland you are dealt all your cards at once and set a complete board face down; it is revealed only after every other player has finished. The others play the hand normally, and several players can be in Fantasyland at once. A match does not end while someone is in Fantasyland: that hand extends it.</source>
        <translation>In Fantasyland bekommst du alle deine Karten auf einmal und legst verdeckt ein komplettes Board; es wird erst aufgedeckt, wenn alle anderen Spieler fertig sind. Die anderen spielen die Hand normal, und mehrere Spieler können gleichzeitig in Fantasyland sein. Eine Partie endet nicht, solange jemand in Fantasyland ist: Diese Hand verlängert sie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;When&lt;/b&gt;: the Fantasyland board is set at the start of the hand, before its player sees any other board (as online rooms play it).</source>
        <translation>&lt;b&gt;Wann&lt;/b&gt;: Das Fantasyland-Board wird zu Beginn der Hand gelegt, bevor sein Spieler ein anderes Board sieht (wie in Online-Räumen).</translation>
    </message>
    <message>
        <source>&lt;b&gt;When&lt;/b&gt;: the Fantasyland board is set last, once every other player has finished (as some live games play it).</source>
        <translation>&lt;b&gt;Wann&lt;/b&gt;: Das Fantasyland-Board wird zuletzt gelegt, wenn alle anderen Spieler fertig sind (wie in manchen Live-Spielen).</translation>
    </message>
    <message>
        <source>Pair of {ranks} ({cards})</source>
        <translation>Paar {ranks} ({cards})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt;: a Fantasyland hand deals {dealt} cards, {extra} of them discarded face down.</source>
        <translation>&lt;b&gt;Karten&lt;/b&gt;: In einer Fantasyland-Hand werden {dealt} Karten ausgeteilt, {extra} davon werden verdeckt abgeworfen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt;: a Fantasyland hand deals {dealt} cards.</source>
        <translation>&lt;b&gt;Karten&lt;/b&gt;: In einer Fantasyland-Hand werden {dealt} Karten ausgeteilt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt; (progressive Fantasyland): the top that qualified decides how many cards you get; staying in always gives {stay}. Cards beyond 13 are discarded face down.</source>
        <translation>&lt;b&gt;Karten&lt;/b&gt; (progressives Fantasyland): Die obere Reihe, mit der du dich qualifiziert hast, entscheidet, wie viele Karten du bekommst; wer in Fantasyland bleibt, bekommt immer {stay} Karten. Karten über 13 hinaus werden verdeckt abgeworfen.</translation>
    </message>
    <message>
        <source>Progressive Fantasyland</source>
        <translation>Progressives Fantasyland</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cards&lt;/b&gt; (variable Fantasyland): the top that qualified decides how many cards you get; staying in always gives {stay}. Cards beyond 13 are discarded face down.</source>
        <translation>&lt;b&gt;Karten&lt;/b&gt; (variables Fantasyland): Die obere Reihe, mit der du dich qualifiziert hast, entscheidet, wie viele Karten du bekommst; wer in Fantasyland bleibt, bekommt immer {stay} Karten. Karten über 13 hinaus werden verdeckt abgeworfen.</translation>
    </message>
    <message>
        <source>Variable Fantasyland</source>
        <translation>Variables Fantasyland</translation>
    </message>
    <message>
        <source>Top that qualified</source>
        <translation>Qualifizierende obere Reihe</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Staying in&lt;/b&gt;: a Fantasyland board that does not foul stays for another hand ({stay} cards) with any of:</source>
        <translation>&lt;b&gt;Bleiben&lt;/b&gt;: Ein Fantasyland-Board ohne Foul bleibt eine weitere Hand lang ({stay} Karten) in Fantasyland, wenn eines davon zutrifft:</translation>
    </message>
    <message>
        <source>A Fantasyland player who meets none of these leaves Fantasyland, even with {ranks} or better on top.</source>
        <translation>Wer in Fantasyland keine dieser Bedingungen erfüllt, verlässt Fantasyland, selbst wenn oben {ranks} oder besser liegen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Staying in&lt;/b&gt;: no stay condition is on, so a Fantasyland hand always ends it.</source>
        <translation>&lt;b&gt;Bleiben&lt;/b&gt;: Es gilt keine Bleibebedingung, daher endet Fantasyland immer nach einer Fantasyland-Hand.</translation>
    </message>
    <message>
        <source>Jokers count toward entry and staying.</source>
        <translation>Joker zählen für Einstieg und Bleiben.</translation>
    </message>
    <message>
        <source>Jokers do not count: entry and staying are judged on the row&apos;s natural cards only.</source>
        <translation>Joker zählen nicht: Einstieg und Bleiben werden nur nach den echten Karten der Reihe beurteilt.</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>Fantasyland</translation>
    </message>
    <message>
        <source>Each joker takes the value that makes the best legal board: among all values that do not foul, the one with the highest total royalty, then the strongest bottom, then middle, then top. If every value fouls, the board fouls.</source>
        <translation>Jeder Joker nimmt den Wert an, der das beste gültige Board ergibt: unter allen Werten ohne Foul den mit den höchsten Royalties insgesamt, dann den mit der stärksten unteren, dann mittleren, dann oberen Reihe. Führt jeder Wert zu einem Foul, ist das Board gefoult.</translation>
    </message>
    <message>
        <source>Each row on its own: a joker always makes its own row as strong as possible, even if that fouls the board.</source>
        <translation>Jede Reihe für sich: Ein Joker macht seine Reihe immer so stark wie möglich, auch wenn das Board dadurch gefoult ist.</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>{jokers} per deck ({count} in the shoe). A joker (JK) is wild: it stands for any rank and suit, even a card already on the board, so five of a kind exists (above every straight flush; royalties as in the &lt;a href=&quot;#royalties&quot;&gt;table&lt;/a&gt;). On top, A♠ JK 7♦ is a pair of aces and JK JK 4♣ is three fours.</source>
        <translation>{jokers} pro Deck ({count} im Spiel). Ein Joker (JK) ist wild: Er steht für jeden Rang und jede Farbe, sogar für eine Karte, die schon auf dem Board liegt, daher gibt es Fünflinge (über jedem Straight Flush; Royalties wie in der &lt;a href=&quot;#royalties&quot;&gt;Tabelle&lt;/a&gt;). Oben ist A♠ JK 7♦ ein Paar Asse und JK JK 4♣ drei Vieren.</translation>
    </message>
    <message>
        <source>Two decks are shuffled together ({cards} cards). Duplicate cards behave like any other cards of their rank and suit: two A♠ are a pair, five hearts with a duplicate are still a flush, and five of a kind exists.</source>
        <translation>Zwei Decks werden zusammengemischt ({cards} Karten). Doppelte Karten verhalten sich wie alle anderen Karten ihres Rangs und ihrer Farbe: Zwei A♠ sind ein Paar, fünf Herz mit einer doppelten Karte sind trotzdem ein Flush, und es gibt Fünflinge.</translation>
    </message>
    <message>
        <source>Fantasyland entry under these rules: {entry} or better.</source>
        <translation>Fantasyland-Einstieg nach diesen Regeln: {entry} oder besser.</translation>
    </message>
    <message>
        <source>Double deck</source>
        <translation>Doppeldeck</translation>
    </message>
    <message>
        <source>Dragon (13 different ranks 2–A)</source>
        <translation>Dragon (13 verschiedene Ränge 2–A)</translation>
    </message>
    <message>
        <source>Three flushes (flush middle and bottom, three-card flush on top)</source>
        <translation>Drei Flushes (Flush in der Mitte und unten, Drei-Karten-Flush oben)</translation>
    </message>
    <message>
        <source>All {cards} cards are dealt at once; each player sets its board face down and all reveal together; boards are &lt;a href=&quot;#scoring&quot;&gt;scored&lt;/a&gt; as usual, with no Fantasyland.</source>
        <translation>Alle {cards} Karten werden auf einmal ausgeteilt; jeder Spieler legt sein Board verdeckt, und alle decken gleichzeitig auf; die Boards werden wie gewohnt &lt;a href=&quot;#scoring&quot;&gt;gewertet&lt;/a&gt;, ohne Fantasyland.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Naturals&lt;/b&gt; (on): declared before the reveal, a natural beats any ordinary board and is paid by every opponent; between two naturals the higher one wins.</source>
        <translation>&lt;b&gt;Naturals&lt;/b&gt; (an): Vor dem Aufdecken angesagt, schlägt ein Natural jedes gewöhnliche Board und wird von jedem Gegner bezahlt; zwischen zwei Naturals gewinnt das höhere.</translation>
    </message>
    <message>
        <source>Natural, highest first</source>
        <translation>Natural, höchstes zuerst</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Zahlt</translation>
    </message>
    <message>
        <source>Equal naturals: dragons tie; three flushes or three straights compare the bottom, then the middle, then the top; six pairs compare the pairs from the highest.</source>
        <translation>Gleiche Naturals: Dragons sind gleich stark; bei drei Flushes oder drei Straßen wird erst die untere Reihe verglichen, dann die mittlere, dann die obere; bei sechs Paaren werden die Paare vom höchsten an verglichen.</translation>
    </message>
    <message>
        <source>Naturals are not played under these rules.</source>
        <translation>Naturals werden nach diesen Regeln nicht gespielt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Surrender&lt;/b&gt; (on): before the reveal a player may give up, paying {payment} to each opponent.</source>
        <translation>&lt;b&gt;Aufgabe&lt;/b&gt; (an): Vor dem Aufdecken darf ein Spieler aufgeben und zahlt dann {payment} an jeden Gegner.</translation>
    </message>
    <message>
        <source>Surrender is not allowed under these rules.</source>
        <translation>Aufgeben ist nach diesen Regeln nicht erlaubt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed-game bonuses&lt;/b&gt; (on) replace the royalty table: a winning top three of a kind pays 3, a winning middle full house 2, a winning four of a kind 4, a winning straight flush 5.</source>
        <translation>&lt;b&gt;Boni des verdeckten Spiels&lt;/b&gt; (an) ersetzen die Royalty-Tabelle: Ein gewinnender Drilling oben bringt 3, ein gewinnendes Full House in der Mitte 2, ein gewinnender Vierling 4, ein gewinnender Straight Flush 5.</translation>
    </message>
    <message>
        <source>Closed game: naturals and surrender</source>
        <translation>Verdecktes Spiel: Naturals und Aufgabe</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move timer&lt;/b&gt;: {time} for each move.</source>
        <translation>&lt;b&gt;Zugtimer&lt;/b&gt;: {time} für jeden Zug.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Time bank&lt;/b&gt;: {time} more for the whole match, used once a move&apos;s own time runs out.</source>
        <translation>&lt;b&gt;Zeitbank&lt;/b&gt;: {time} zusätzlich für die ganze Partie; sie wird genutzt, sobald die eigene Zeit eines Zugs abgelaufen ist.</translation>
    </message>
    <message>
        <source>When time runs out the street is played and confirmed for the player: the play Play for me suggests (the best by the game&apos;s own analysis) if it is worked out within two seconds, else a safe move; it never chooses a placement that must foul when a safe one exists.</source>
        <translation>Läuft die Zeit ab, wird die Runde für den Spieler gespielt und bestätigt: mit dem Zug, den „Für mich spielen“ vorschlägt (dem besten laut der eigenen Analyse des Spiels), falls er innerhalb von zwei Sekunden berechnet ist, sonst mit einem sicheren Zug; dabei wird nie eine Platzierung gewählt, die zwangsläufig zu einem Foul führt, wenn es eine sichere gibt.</translation>
    </message>
    <message>
        <source>Timers</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source> plus any Fantasyland hands owed</source>
        <translation> plus noch fällige Fantasyland-Hände</translation>
    </message>
    <message>
        <source>one orbit of the button: one hand per player{extension}</source>
        <translation>ein Umlauf des Buttons: eine Hand pro Spieler{extension}</translation>
    </message>
    <message>
        <source>{hands}{extension}</source>
        <extracomment>{hands} is &quot;5 hands&quot;; {extension} is &quot; plus any Fantasyland hands owed&quot; or empty</extracomment>
        <translation>{hands}{extension}</translation>
    </message>
    <message>
        <source>no limit: hands are dealt until you stop</source>
        <translation>ohne Limit: Es wird gegeben, bis du aufhörst</translation>
    </message>
    <message>
        <source>to elimination: every player starts with {start} points and leaves at 0</source>
        <translation>bis zum Ausscheiden: Jeder Spieler startet mit {start} Punkten und scheidet bei 0 aus</translation>
    </message>
    <message>
        <source>until someone&apos;s total reaches {points} points{extension}</source>
        <translation>bis jemand insgesamt {points} Punkte erreicht{extension}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Length&lt;/b&gt;: {length}.</source>
        <translation>&lt;b&gt;Länge&lt;/b&gt;: {length}.</translation>
    </message>
    <message>
        <source>A started hand is always played to the end; players may leave or join only between hands.</source>
        <translation>Eine begonnene Hand wird immer zu Ende gespielt; Spieler können nur zwischen den Händen gehen oder dazukommen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stakes&lt;/b&gt;: a point is worth {value} (display only).</source>
        <translation>&lt;b&gt;Einsatz&lt;/b&gt;: Ein Punkt ist {value} wert (nur zur Anzeige).</translation>
    </message>
    <message>
        <source>{a} and {b} play each other at {times} times the stake.</source>
        <translation>{a} und {b} spielen gegeneinander um den {times}-fachen Einsatz.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Die Partie</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>The sections of the rules; choose one to read it</source>
        <translation>Die Abschnitte der Regeln; wähle einen, um ihn zu lesen</translation>
    </message>
    <message>
        <source>Rules text</source>
        <translation>Regeltext</translation>
    </message>
    <message>
        <source>Rules — {variant}</source>
        <translation>Regeln — {variant}</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <source>two decks</source>
        <translation>zwei Decks</translation>
    </message>
    <message>
        <source>jokers: {count} per deck</source>
        <translation>Joker: {count} pro Deck</translation>
    </message>
    <message>
        <source>one orbit</source>
        <translation>eine Runde des Buttons</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} Hände</translation>
    </message>
    <message>
        <source>to {points} points</source>
        <translation>bis {points} Punkte</translation>
    </message>
    <message>
        <source>until you stop</source>
        <translation>bis du aufhörst</translation>
    </message>
    <message>
        <source>to elimination</source>
        <translation>bis zum Ausscheiden</translation>
    </message>
</context>
<context>
    <name>SaveAsDialog</name>
    <message>
        <source>Save the position in the library</source>
        <translation>Die Stellung in der Bibliothek speichern</translation>
    </message>
    <message>
        <source>What to look at in this position</source>
        <translation>Worauf es in dieser Stellung ankommt</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notizen:</translation>
    </message>
</context>
<context>
    <name>ScoreReviewPanel</name>
    <message>
        <source>No hand has been scored yet.</source>
        <translation>Noch keine Hand wurde gewertet.</translation>
    </message>
    <message>
        <source>Each hand&apos;s result, with the running total in brackets.</source>
        <translation>Das Ergebnis jeder Hand, mit dem laufenden Stand in Klammern.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Pineapple</source>
        <translation>Pineapple</translation>
    </message>
    <message>
        <source>Turbo</source>
        <translation>Turbo</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>Chinese</translation>
    </message>
    <message>
        <source>{system} scoring</source>
        <translation>Wertung {system}</translation>
    </message>
    <message>
        <source>closed-game bonuses</source>
        <translation>Boni des verdeckten Spiels</translation>
    </message>
    <message>
        <source>royalties to the row winner</source>
        <translation>Royalties an den Reihensieger</translation>
    </message>
    <message>
        <source>net royalties</source>
        <translation>Royalties netto</translation>
    </message>
    <message>
        <source>shoot the moon</source>
        <translation>Shoot the Moon</translation>
    </message>
    <message>
        <source>naturals</source>
        <translation>Naturals</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>1 point = {value}</source>
        <translation>1 Punkt = {value}</translation>
    </message>
    <message>
        <source>{player} and {other} at {multiplier}×</source>
        <translation>{player} und {other} zu {multiplier}×</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Diese Hand</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Spielstand</translation>
    </message>
</context>
<context>
    <name>ScoringPage</name>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>Net: each collects its own royalties</source>
        <translation>Netto: Jeder kassiert seine eigenen Royalties</translation>
    </message>
    <message>
        <source>Row winner: paid only on a row won</source>
        <translation>Reihensieger: nur für eine gewonnene Reihe bezahlt</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>× per point</source>
        <translation>× pro Punkt</translation>
    </message>
    <message>
        <source>Add pai&amp;r</source>
        <translation>&amp;Neues Paar</translation>
    </message>
    <message>
        <source>Re&amp;move pair</source>
        <translation>Paar &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;System:</source>
        <translation>&amp;System:</translation>
    </message>
    <message>
        <source>Row points:</source>
        <translation>Reihenpunkte:</translation>
    </message>
    <message>
        <source>Scoop bonus:</source>
        <translation>Scoop-Bonus:</translation>
    </message>
    <message>
        <source>Roya&amp;lties:</source>
        <translation>R&amp;oyalties:</translation>
    </message>
    <message>
        <source>&amp;Value of a point:</source>
        <translation>&amp;Wert eines Punkts:</translation>
    </message>
    <message>
        <source>Pair stakes:</source>
        <translation>Einsätze pro Paar:</translation>
    </message>
    <message>
        <source>A pair listed here plays each other at its own multiplier; every other pair plays at 1. Money is for display only.</source>
        <translation>Ein hier aufgeführtes Paar spielt gegeneinander mit seinem eigenen Faktor; jedes andere Paar spielt mit 1. Geld dient nur der Anzeige.</translation>
    </message>
    <message>
        <source>{points} for each row won</source>
        <translation>{points} für jede gewonnene Reihe</translation>
    </message>
    <message>
        <source>{points} more to whoever won more rows</source>
        <translation>{points} mehr für den, der mehr Reihen gewinnt</translation>
    </message>
    <message>
        <source>{points} more for winning all three</source>
        <translation>{points} mehr für den Gewinn aller drei</translation>
    </message>
    <message>
        <source>{parts}: a scoop (or a foul) pays {points}.</source>
        <translation>{parts}: Ein Scoop (oder ein Foul) zahlt {points}.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of a list</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>Vorlage wählen…</translation>
    </message>
    <message>
        <source>L&amp;oad</source>
        <translation>&amp;Laden</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>D&amp;elete</source>
        <translation>Lösc&amp;hen</translation>
    </message>
    <message>
        <source>Show the chosen preset&apos;s rules on every page</source>
        <translation>Die Regeln der gewählten Vorlage auf allen Seiten anzeigen</translation>
    </message>
    <message>
        <source>Keep the rules on these pages as a preset of your own</source>
        <translation>Die Regeln dieser Seiten als eigene Vorlage speichern</translation>
    </message>
    <message>
        <source>Delete your own preset (built-in presets stay)</source>
        <translation>Deine eigene Vorlage löschen (eingebaute Vorlagen bleiben)</translation>
    </message>
    <message>
        <source>Rule &amp;preset:</source>
        <translation>Re&amp;gelvorlage:</translation>
    </message>
    <message>
        <source>This table plays: {rules}. The rules here are for the next match: changes apply from the next match.</source>
        <translation>An diesem Tisch gilt: {rules}. Die Regeln hier gelten für das nächste Match: Änderungen wirken ab dem nächsten Match.</translation>
    </message>
    <message>
        <source>The rules here are for the next match you start.</source>
        <translation>Die Regeln hier gelten für das nächste Match, das du startest.</translation>
    </message>
    <message>
        <source>Default rules and table options on every page; your presets stay</source>
        <translation>Standardregeln und Tischoptionen auf allen Seiten; deine Vorlagen bleiben</translation>
    </message>
    <message>
        <source>Discard your changes?</source>
        <translation>Änderungen verwerfen?</translation>
    </message>
    <message>
        <source>The changes made in Settings have not been saved.</source>
        <translation>Die Änderungen in den Einstellungen sind nicht gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Weiter bearbeiten</translation>
    </message>
    <message>
        <source>Save rule preset</source>
        <translation>Regelvorlage speichern</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Name der Vorlage:</translation>
    </message>
    <message>
        <source>“{name}” is a built-in preset; choose another name</source>
        <translation>„{name}“ ist eine eingebaute Vorlage; wähle einen anderen Namen</translation>
    </message>
    <message>
        <source>Delete the preset?</source>
        <translation>Vorlage löschen?</translation>
    </message>
    <message>
        <source>Delete your rule preset “{name}”? This cannot be undone.</source>
        <translation>Deine Regelvorlage „{name}“ löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>{name} (yours)</source>
        <translation>{name} (deine)</translation>
    </message>
</context>
<context>
    <name>SettlementModel</name>
    <message>
        <source>top</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>Scoop</source>
        <translation>Scoop</translation>
    </message>
    <message>
        <source>More rows</source>
        <translation>Mehr Reihen</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>Royalties</translation>
    </message>
    <message>
        <source>Foul</source>
        <translation>Foul</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Moon</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>Natural</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Hands / details</source>
        <translation>Hände / Details</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Roy. A</source>
        <translation>Roy. A</translation>
    </message>
    <message>
        <source>Roy. B</source>
        <translation>Roy. B</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between two player names</comment>
        <translation> und </translation>
    </message>
    <message>
        <source>both fouled</source>
        <translation>beide gefoult</translation>
    </message>
    <message>
        <source>shoot the moon</source>
        <translation>Shoot the Moon</translation>
    </message>
    <message>
        <source>settled before the reveal</source>
        <translation>vor dem Aufdecken abgerechnet</translation>
    </message>
    <message>
        <source>{player} fouled</source>
        <translation>{player} hat gefoult</translation>
    </message>
    <message>
        <source>closed-game bonus</source>
        <translation>Bonus im verdeckten Spiel</translation>
    </message>
    <message>
        <source>{hand} vs {other}</source>
        <translation>{hand} vs. {other}</translation>
    </message>
    <message>
        <source>{player} surrendered</source>
        <translation>{player} hat aufgegeben</translation>
    </message>
    <message>
        <source>{player} fouled: {reason}</source>
        <translation>{player} hat gefoult: {reason}</translation>
    </message>
    <message>
        <source>{player} wins every row: a scoop ({points})</source>
        <translation>{player} gewinnt jede Reihe: ein Scoop ({points})</translation>
    </message>
    <message>
        <source>You win every row: a scoop ({points})</source>
        <translation>Du gewinnst jede Reihe: ein Scoop ({points})</translation>
    </message>
    <message>
        <source>both fouled: no score between them</source>
        <translation>beide gefoult: keine Wertung zwischen ihnen</translation>
    </message>
    <message>
        <source>not scored: see below</source>
        <translation>nicht gewertet: siehe unten</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>nicht gewertet</translation>
    </message>
    <message>
        <source>{player} collects {points}</source>
        <translation>{player} kassiert {points}</translation>
    </message>
    <message>
        <source>You collect {points}</source>
        <translation>Du kassierst {points}</translation>
    </message>
    <message>
        <source>equal naturals tie</source>
        <translation>gleiche Naturals: unentschieden</translation>
    </message>
    <message>
        <source>{players} surrendered</source>
        <translation>Aufgabe: {players}</translation>
    </message>
    <message>
        <source>each pays 2 to the other: nothing changes hands</source>
        <translation>jeder zahlt dem anderen 2: Es wechselt nichts den Besitzer</translation>
    </message>
    <message>
        <source>pays 2 to every opponent</source>
        <translation>zahlt jedem Gegner 2</translation>
    </message>
    <message>
        <source>the clean board&apos;s only</source>
        <translation>nur die des gültigen Boards</translation>
    </message>
    <message>
        <source>on rows won only</source>
        <translation>nur auf gewonnene Reihen</translation>
    </message>
    <message>
        <source>net: each collects its own</source>
        <translation>netto: jeder kassiert seine eigenen</translation>
    </message>
    <message>
        <source>{players} shot the moon (no pair, jack-high or less on the bottom)</source>
        <translation>Shoot the Moon: {players} (unten kein Paar, höchstens Bube hoch)</translation>
    </message>
    <message>
        <source>replaces the rows</source>
        <translation>ersetzt die Reihen</translation>
    </message>
    <message>
        <source>both shot the moon: no score</source>
        <translation>beide Shoot the Moon: keine Wertung</translation>
    </message>
    <message>
        <source>won all three rows</source>
        <translation>alle drei Reihen gewonnen</translation>
    </message>
    <message>
        <source>won more rows than the other (2-4 scoring)</source>
        <translation>mehr Reihen als der andere gewonnen (2-4-Wertung)</translation>
    </message>
    <message>
        <source>{royalties} against {other}</source>
        <translation>{royalties} gegen {other}</translation>
    </message>
    <message>
        <source>at {multiplier}× stakes</source>
        <translation>bei {multiplier}× Einsatz</translation>
    </message>
    <message>
        <source>{player} {points}, {other} {other_points}</source>
        <translation>{player} {points}, {other} {other_points}</translation>
    </message>
    <message>
        <source>{player} v {other}</source>
        <translation>{player} vs. {other}</translation>
    </message>
    <message>
        <source>tie</source>
        <comment>a row neither player won</comment>
        <translation>remis</translation>
    </message>
    <message>
        <source>Points from the first player of the pair&apos;s view</source>
        <translation>Punkte aus Sicht des ersten Spielers des Paars</translation>
    </message>
    <message>
        <source>Royalties the first player of the pair collects</source>
        <translation>Royalties, die der erste Spieler des Paars kassiert</translation>
    </message>
    <message>
        <source>Royalties the second player of the pair collects</source>
        <translation>Royalties, die der zweite Spieler des Paars kassiert</translation>
    </message>
    <message>
        <source>The pair&apos;s result in money: points × point value × the pair&apos;s stake</source>
        <translation>Ergebnis des Paars in Geld: Punkte × Punktwert × Einsatz des Paars</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>Fantasyland</translation>
    </message>
    <message>
        <source>Natural: {natural}</source>
        <translation>Natural: {natural}</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Fouled: {reason}</source>
        <translation>Gefoult: {reason}</translation>
    </message>
    <message>
        <source>Shoots the moon</source>
        <translation>Shoot the Moon</translation>
    </message>
    <message>
        <source>Clean</source>
        <comment>a board that did not foul</comment>
        <translation>Gültig</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>What to do now</source>
        <translation>Was jetzt zu tun ist</translation>
    </message>
    <message>
        <source>Table message</source>
        <translation>Tischmeldung</translation>
    </message>
    <message>
        <source>&amp;Confirm street</source>
        <translation>Runde &amp;bestätigen</translation>
    </message>
    <message>
        <source>Confirm street</source>
        <translation>Runde bestätigen</translation>
    </message>
    <message>
        <source>Fix this street&apos;s placements (Enter)</source>
        <translation>Die Platzierungen dieser Runde festlegen (Enter)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last move of this street (Backspace)</source>
        <translation>Den letzten Zug dieser Runde zurücknehmen (Backspace)</translation>
    </message>
    <message>
        <source>&amp;Play for me</source>
        <translation>Für &amp;mich spielen</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
    <message>
        <source>Play for me</source>
        <translation>Für mich spielen</translation>
    </message>
    <message>
        <source>Lay out the best play for this street (the Hint&apos;s first choice) on your rows, to look at, change and confirm (Settings → Timers can make it confirm at once); 13 or more cards are set by the exact solver</source>
        <translation>Den besten Zug für diese Runde (die erste Wahl des Tipps) auf deine Reihen legen, zum Ansehen, Ändern und Bestätigen (Einstellungen → Timer kann ihn sofort bestätigen lassen); 13 oder mehr Karten legt der exakte Solver</translation>
    </message>
    <message>
        <source>&amp;Arrange for me</source>
        <translation>Für mich an&amp;ordnen</translation>
    </message>
    <message>
        <source>Arrange for me</source>
        <translation>Für mich anordnen</translation>
    </message>
    <message>
        <source>Set all your cards with the exact solver; you can still change the arrangement before confirming</source>
        <translation>Alle deine Karten mit dem exakten Solver legen; du kannst die Anordnung vor dem Bestätigen noch ändern</translation>
    </message>
    <message>
        <source>Sort by ran&amp;k</source>
        <translation>Nach Ran&amp;g sortieren</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>Nach Rang sortieren</translation>
    </message>
    <message>
        <source>Order the cards in your hand by rank</source>
        <translation>Die Karten auf deiner Hand nach Rang ordnen</translation>
    </message>
    <message>
        <source>Sort by &amp;suit</source>
        <translation>Nach &amp;Farbe sortieren</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Nach Farbe sortieren</translation>
    </message>
    <message>
        <source>Order the cards in your hand by suit</source>
        <translation>Die Karten auf deiner Hand nach Farbe ordnen</translation>
    </message>
    <message>
        <source>Declare natu&amp;ral</source>
        <translation>&amp;Natural ansagen</translation>
    </message>
    <message>
        <source>Declare natural</source>
        <translation>Natural ansagen</translation>
    </message>
    <message>
        <source>Declare a natural (dragon, three flushes, three straights, six pairs…) before the reveal; it beats any ordinary board</source>
        <translation>Ein Natural ansagen (Drache, drei Flushes, drei Straßen, sechs Paare…) vor dem Aufdecken; es schlägt jedes gewöhnliche Board</translation>
    </message>
    <message>
        <source>Surr&amp;ender</source>
        <translation>A&amp;ufgeben</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Give up this hand before the reveal, paying a fixed price to each opponent</source>
        <translation>Diese Hand vor dem Aufdecken aufgeben und jedem Gegner einen festen Betrag zahlen</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Nächste Han&amp;d</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Hand</translation>
    </message>
    <message>
        <source>Deal the next hand of this match (Ctrl+D)</source>
        <translation>Die nächste Hand dieser Partie geben (Ctrl+D)</translation>
    </message>
    <message>
        <source>Note for you</source>
        <translation>Hinweis für dich</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>The last hand&apos;s result and the match standings</source>
        <translation>Das Ergebnis der letzten Hand und der Spielstand der Partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scores&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ergebnisse&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Surrender this hand?</source>
        <translation>Diese Hand aufgeben?</translation>
    </message>
    <message>
        <source>Surrender this hand? You pay the surrender price to every opponent and your cards are not shown.</source>
        <translation>Diese Hand aufgeben? Du zahlst jedem Gegner den Preis für die Aufgabe, und deine Karten werden nicht gezeigt.</translation>
    </message>
    <message>
        <source>&amp;Surrender</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>Working out the play for this street</source>
        <translation>Der Zug für diese Runde wird ermittelt</translation>
    </message>
    <message>
        <source>Your cards make a natural: {natural} — set them, then Declare natural.</source>
        <translation>Deine Karten ergeben ein Natural: {natural} – leg sie, dann sag das Natural an.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The match is over.&lt;/b&gt; Start a new one from the Game menu.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Partie ist vorbei.&lt;/b&gt; Starte eine neue über das Menü Spiel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Last hand&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Letzte Hand&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Match&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Partie&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>{player} after hand {number}: {total}</source>
        <translation>{player} nach Hand {number}: {total}</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>Points / hand</source>
        <translation>Punkte / Hand</translation>
    </message>
    <message>
        <source>Foul %</source>
        <translation>Foul-%</translation>
    </message>
    <message>
        <source>Fantasyland entry %</source>
        <translation>Fantasyland-Einstieg %</translation>
    </message>
    <message>
        <source>Fantasyland stay %</source>
        <translation>Fantasyland-Verbleib %</translation>
    </message>
    <message>
        <source>Royalties / hand</source>
        <translation>Royalties / Hand</translation>
    </message>
    <message>
        <source>Scoops</source>
        <translation>Scoops</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Bots: {level}</source>
        <translation>Bots: {level}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <source>Player of the charts</source>
        <translation>Spieler der Diagramme</translation>
    </message>
    <message>
        <source>Statistics per player and per bot level</source>
        <translation>Statistik pro Spieler und pro Bot-Stufe</translation>
    </message>
    <message>
        <source>Points over hands</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>Points per match</source>
        <translation>Punkte pro Partie</translation>
    </message>
    <message>
        <source>Rates by variant</source>
        <translation>Quoten nach Variante</translation>
    </message>
    <message>
        <source>Trainer rating</source>
        <translation>Trainer-Rating</translation>
    </message>
    <message>
        <source>Coach report…</source>
        <translation>Trainerbericht…</translation>
    </message>
    <message>
        <source>Where you lose points, by kind of decision, with your largest leaks</source>
        <translation>Wo du Punkte verlierst, nach Art der Entscheidung, mit deinen größten Lecks</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Charts for:</source>
        <translation>&amp;Diagramme für:</translation>
    </message>
    <message>
        <source>No finished hands to count yet.</source>
        <translation>Noch keine beendeten Hände zum Zählen.</translation>
    </message>
    <message>
        <source>{player}: points over hands</source>
        <translation>{player}: Punkteverlauf</translation>
    </message>
    <message>
        <source>No player chosen</source>
        <translation>Kein Spieler gewählt</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Gespielte Hände</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>{player}: points per match</source>
        <translation>{player}: Punkte pro Partie</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>{player}: rates by variant</source>
        <translation>{player}: Quoten nach Variante</translation>
    </message>
    <message>
        <source>Per cent</source>
        <translation>Prozent</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Could not save {what}: {error}. The game goes on; it will try again.</source>
        <translation>Das Spiel konnte {what} nicht speichern: {error}. Es läuft weiter und versucht es erneut.</translation>
    </message>
    <message>
        <source>Some settings were not understood and are back to their defaults: {problems}</source>
        <translation>Einige Einstellungen wurden nicht verstanden und sind wieder auf ihren Standardwerten: {problems}</translation>
    </message>
    <message>
        <source>your settings</source>
        <translation>deine Einstellungen</translation>
    </message>
    <message>
        <source>the match in progress</source>
        <translation>die laufende Partie</translation>
    </message>
    <message>
        <source>1 hand was kept</source>
        <translation>1 Hand ist erhalten geblieben</translation>
    </message>
    <message>
        <source>{count} hands were kept</source>
        <translation>{count} Hände sind erhalten geblieben</translation>
    </message>
    <message>
        <source>{kept} (from the backup)</source>
        <translation>{kept} (aus der Sicherung)</translation>
    </message>
    <message>
        <source>{kept} (one of them from the backup)</source>
        <translation>{kept} (eine davon aus der Sicherung)</translation>
    </message>
    <message>
        <source>{kept} ({count} of them from the backup)</source>
        <translation>{kept} ({count} davon aus der Sicherung)</translation>
    </message>
    <message>
        <source>1 hand could not be read</source>
        <translation>1 Hand ließ sich nicht mehr lesen</translation>
    </message>
    <message>
        <source>{count} hands could not be read</source>
        <translation>{count} Hände ließen sich nicht mehr lesen</translation>
    </message>
    <message>
        <source>Your hand history was damaged while you played.</source>
        <translation>Dein Handverlauf wurde während des Spiels beschädigt.</translation>
    </message>
    <message>
        <source>Your hand history was damaged.</source>
        <translation>Dein Handverlauf war beschädigt.</translation>
    </message>
    <message>
        <source>Nothing could be copied from the file.</source>
        <translation>Aus der Datei ließ sich nichts übernehmen.</translation>
    </message>
    <message>
        <source>No hand was lost: {kept}.</source>
        <translation>Keine Hand ging verloren: {kept}.</translation>
    </message>
    <message>
        <source>{kept}; {lost}.</source>
        <translation>{kept}; {lost}.</translation>
    </message>
    <message>
        <source>Drills or answers that could not be read: {count}.</source>
        <translation>Übungen oder Antworten, die sich nicht mehr lesen ließen: {count}.</translation>
    </message>
    <message>
        <source>Your match goes on.</source>
        <translation>Dein Match geht weiter.</translation>
    </message>
    <message>
        <source>The match in progress can be resumed.</source>
        <translation>Das laufende Match kann fortgesetzt werden.</translation>
    </message>
    <message>
        <source>The damaged file was kept as {kept_as}, and a new one was started with everything that could still be read.</source>
        <translation>Die beschädigte Datei wurde als {kept_as} aufbewahrt, und eine neue wurde mit allem begonnen, was sich noch lesen ließ.</translation>
    </message>
    <message>
        <source>Your hand history was written by a newer version of the game. It was kept as {kept_as} and a new one was started.</source>
        <translation>Dein Handverlauf stammt von einer neueren Version des Spiels. Er wurde als {kept_as} aufbewahrt, und ein neuer wurde begonnen.</translation>
    </message>
    <message>
        <source>Your hand history cannot be saved on the disk ({problem}): the hands of this session will not be kept after the game closes.</source>
        <translation>Dein Handverlauf kann nicht auf dem Datenträger gespeichert werden ({problem}): Die Hände dieser Sitzung sind nach dem Beenden des Spiels nicht mehr da.</translation>
    </message>
    <message>
        <source>The disk is full. Your last hand was saved in the room the game keeps in reserve for this; free some space on the disk before you play again.</source>
        <translation>Der Datenträger ist voll. Deine letzte Hand wurde im Platz gespeichert, den das Spiel dafür in Reserve hält; schaffe Platz auf dem Datenträger, bevor du wieder spielst.</translation>
    </message>
    <message>
        <source>The disk is full. Your last {count} hands were saved in the room the game keeps in reserve for this; free some space on the disk before you play again.</source>
        <translation>Der Datenträger ist voll. Deine letzten {count} Hände wurden im Platz gespeichert, den das Spiel dafür in Reserve hält; schaffe Platz auf dem Datenträger, bevor du wieder spielst.</translation>
    </message>
    <message>
        <source>The disk is full: 1 hand could not go into your hand history. It was kept in {where} and will be added to it when the game starts again.</source>
        <translation>Der Datenträger ist voll: 1 Hand konnte nicht in deinen Handverlauf. Sie wurde in {where} aufbewahrt und kommt beim nächsten Start des Spiels hinzu.</translation>
    </message>
    <message>
        <source>The disk is full: {count} hands could not go into your hand history. They were kept in {where} and will be added to it when the game starts again.</source>
        <translation>Der Datenträger ist voll: {count} Hände konnten nicht in deinen Handverlauf. Sie wurden in {where} aufbewahrt und kommen beim nächsten Start des Spiels hinzu.</translation>
    </message>
    <message>
        <source>1 hand of your match could not be saved ({reason}), and there was no room to keep it anywhere else.</source>
        <translation>1 Hand deines Matches konnte nicht gespeichert werden ({reason}), und nirgends sonst war Platz, um sie aufzubewahren.</translation>
    </message>
    <message>
        <source>{count} hands of your match could not be saved ({reason}), and there was no room to keep them anywhere else.</source>
        <translation>{count} Hände deines Matches konnten nicht gespeichert werden ({reason}), und nirgends sonst war Platz, um sie aufzubewahren.</translation>
    </message>
    <message>
        <source>Where your match stands could not be saved ({reason}): it cannot be resumed, but no finished hand was lost.</source>
        <translation>Der Stand deines Matches konnte nicht gespeichert werden ({reason}): Es lässt sich nicht fortsetzen, aber keine fertige Hand ging verloren.</translation>
    </message>
    <message>
        <source>1 hand that could not be saved when the game last closed was added to your hand history.</source>
        <translation>1 Hand, die beim letzten Beenden des Spiels nicht gespeichert werden konnte, wurde deinem Handverlauf hinzugefügt.</translation>
    </message>
    <message>
        <source>{count} hands that could not be saved when the game last closed were added to your hand history.</source>
        <translation>{count} Hände, die beim letzten Beenden des Spiels nicht gespeichert werden konnten, wurden deinem Handverlauf hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>StoreDialogs</name>
    <message>
        <source>Your hand history</source>
        <translation>Dein Handverlauf</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>Deine Dateien</translation>
    </message>
    <message>
        <source>Save them to a file on another disk? Import in the hand history adds them to it later.</source>
        <translation>In einer Datei auf einem anderen Datenträger speichern? „Importieren“ im Handverlauf fügt sie später hinzu.</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>Anderswo speichern…</translation>
    </message>
    <message>
        <source>Quit without them</source>
        <translation>Ohne sie beenden</translation>
    </message>
    <message>
        <source>Save the unsaved hands</source>
        <translation>Die ungespeicherten Hände speichern</translation>
    </message>
    <message>
        <source>Hand histories (*.json)</source>
        <translation>Handverläufe (*.json)</translation>
    </message>
    <message>
        <source>They could not be saved there ({error}). Try another place?</source>
        <translation>Dort ließen sie sich nicht speichern ({error}). Einen anderen Ort versuchen?</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>{variant} — hand {number} of {total} (Fantasyland extension)</source>
        <translation>{variant} — Hand {number} von {total} (Fantasyland-Verlängerung)</translation>
    </message>
    <message>
        <source>{variant} — hand {number} of {total}</source>
        <translation>{variant} — Hand {number} von {total}</translation>
    </message>
    <message>
        <source>{variant} — hand {number}, play to elimination</source>
        <translation>{variant} — Hand {number}, bis zum Ausscheiden</translation>
    </message>
    <message>
        <source>{variant} — hand {number}, first to {points} points</source>
        <translation>{variant} — Hand {number}, wer zuerst {points} Punkte hat</translation>
    </message>
    <message>
        <source>{variant} — hand {number}</source>
        <translation>{variant} — Hand {number}</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Die Hand ist vorbei.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Wird ausgeteilt…</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between player names</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Waiting for {players}…</source>
        <translation>Warte auf {players}…</translation>
    </message>
    <message>
        <source>Confirm the street (Enter).</source>
        <translation>Bestätige die Runde (Enter).</translation>
    </message>
    <message>
        <source>Your turn: set all {placed} cards and discard {discarded}.</source>
        <translation>Du bist dran: Lege alle {placed} Karten und wirf {discarded} ab.</translation>
    </message>
    <message>
        <source>Your turn: set all {placed} cards.</source>
        <translation>Du bist dran: Lege alle {placed} Karten.</translation>
    </message>
    <message>
        <source>Place 1 more card and discard {discarded}.</source>
        <translation>Lege noch 1 Karte und wirf {discarded} ab.</translation>
    </message>
    <message>
        <source>Place {placed} more cards and discard {discarded}.</source>
        <translation>Lege noch {placed} Karten und wirf {discarded} ab.</translation>
    </message>
    <message>
        <source>Place 1 more card.</source>
        <translation>Lege noch 1 Karte.</translation>
    </message>
    <message>
        <source>Place {placed} more cards.</source>
        <translation>Lege noch {placed} Karten.</translation>
    </message>
    <message>
        <source>Discard 1 more card.</source>
        <translation>Wirf noch 1 Karte ab.</translation>
    </message>
    <message>
        <source>Discard {discarded} more cards.</source>
        <translation>Wirf noch {discarded} Karten ab.</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>Fantasyland</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>this hand {total}</source>
        <translation>diese Hand {total}</translation>
    </message>
    <message>
        <source>FOULED</source>
        <translation>GEFOULT</translation>
    </message>
    <message>
        <source>Play for me is working out your street…</source>
        <translation>„Für mich spielen“ ermittelt deinen Zug…</translation>
    </message>
    <message>
        <source>The match is over: {scores}. Game → New match deals another.</source>
        <translation>Die Partie ist vorbei: {scores}. Spiel → Neue Partie startet eine weitere.</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Arrange for me sets 13 or more cards at once</source>
        <translation>„Für mich anordnen“ legt 13 oder mehr Karten auf einmal</translation>
    </message>
    <message>
        <source>pass the screen to {player} first</source>
        <translation>gib den Bildschirm zuerst an {player} weiter</translation>
    </message>
    <message>
        <source>wait: Play for me is still thinking</source>
        <translation>warte: „Für mich spielen“ denkt noch nach</translation>
    </message>
    <message>
        <source>wait for your turn</source>
        <translation>warte, bis du dran bist</translation>
    </message>
    <message>
        <source>{player}&apos;s bot answered {kind}, not a decision; the safe move was played for it.</source>
        <translation>Der Bot von {player} hat {kind} geantwortet, keine Entscheidung; der sichere Zug wurde für ihn gespielt.</translation>
    </message>
    <message>
        <source>{player}&apos;s bot made an illegal move ({error}); the safe move was played for it.</source>
        <translation>Der Bot von {player} hat einen unzulässigen Zug gemacht ({error}); der sichere Zug wurde für ihn gespielt.</translation>
    </message>
    <message>
        <source>{player}&apos;s bot failed ({error}); the safe move was played for it.</source>
        <translation>Der Bot von {player} ist fehlgeschlagen ({error}); der sichere Zug wurde für ihn gespielt.</translation>
    </message>
    <message>
        <source>{player}&apos;s bot took longer than {seconds} s; the safe move was played for it.</source>
        <translation>Der Bot von {player} hat länger als {seconds} s gebraucht; der sichere Zug wurde für ihn gespielt.</translation>
    </message>
    <message>
        <source>Play for me could not work out {player}&apos;s street; the safe move is on the table instead.</source>
        <translation>„Für mich spielen“ konnte die Runde von {player} nicht ermitteln; stattdessen liegt der sichere Zug auf dem Tisch.</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: the street was played for them</source>
        <translation>Die Zeit von {player} ist abgelaufen: Die Runde wurde automatisch gespielt</translation>
    </message>
    <message>
        <source>Pass to {player} — click when ready</source>
        <translation>Gib an {player} weiter – klicke, wenn du bereit bist</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Click or drag</source>
        <translation>Klicken oder ziehen</translation>
    </message>
    <message>
        <source>Click a card, then a row</source>
        <translation>Karte anklicken, dann Reihe</translation>
    </message>
    <message>
        <source>Drag cards only</source>
        <translation>Nur Karten ziehen</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Lang</translation>
    </message>
    <message>
        <source>Very long</source>
        <translation>Sehr lang</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (blue diamonds, green clubs)</source>
        <translation>&amp;Vierfarbendeck (blaues Karo, grünes Kreuz)</translation>
    </message>
    <message>
        <source>Dark: a dark felt and dark windows; the cards stay light (View → Dark table, Ctrl+Shift+D)</source>
        <translation>Dunkel: ein dunkler Filz und dunkle Fenster; die Karten bleiben hell (Ansicht → Dunkler Tisch, Ctrl+Shift+D)</translation>
    </message>
    <message>
        <source>Ask before confirming a street that fouls for &amp;sure</source>
        <translation>Nachfragen, bevor eine Runde bestätigt wird, die &amp;sicher foult</translation>
    </message>
    <message>
        <source>Show the &amp;Hint button: the top three plays and their value</source>
        <translation>&amp;Tipp-Knopf zeigen: die drei besten Züge und ihr Wert</translation>
    </message>
    <message>
        <source>Sho&amp;w the chance of a foul before confirming</source>
        <translation>&amp;Foul-Wahrscheinlichkeit vor dem Bestätigen zeigen</translation>
    </message>
    <message>
        <source>Show what each &amp;row could still become</source>
        <translation>Zeigen, was jede &amp;Reihe noch werden kann</translation>
    </message>
    <message>
        <source>Show outs and &amp;dead cards</source>
        <translation>Outs und &amp;tote Karten zeigen</translation>
    </message>
    <message>
        <source>The cards you have seen so far, and for each row the draws it holds with their outs still live and the chance to complete them</source>
        <translation>Die Karten, die du bisher gesehen hast, und für jede Reihe ihre Draws mit den noch offenen Outs und der Chance, sie zu vervollständigen</translation>
    </message>
    <message>
        <source>Find my mistakes in finished hands for dr&amp;ills</source>
        <translation>Fehler in meinen beendeten Händen für Ü&amp;bungen suchen</translation>
    </message>
    <message>
        <source>Each finished hand is reviewed in the background; every mistake or blunder becomes a drill to practise (Game → Drills)</source>
        <translation>Jede beendete Hand wird im Hintergrund bewertet; jeder Fehler und jeder Patzer wird zu einer Übung (Spiel → Übungen)</translation>
    </message>
    <message>
        <source>How long Hard and Expert opponents may think about each play: longer plays a little stronger; Normal keeps every play under a few seconds</source>
        <translation>Wie lange Gegner der Stufen Schwer und Experte über jeden Zug nachdenken dürfen: länger spielt etwas stärker; Normal bleibt bei jedem Zug unter ein paar Sekunden</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Töne stu&amp;mmschalten</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>A new language is used from the next time OFC Desktop starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von OFC Desktop.</translation>
    </message>
    <message>
        <source>Placing &amp;cards:</source>
        <translation>&amp;Karten legen:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Kartenrü&amp;cken:</translation>
    </message>
    <message>
        <source>A&amp;nimation:</source>
        <translation>A&amp;nimation:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>Live help:</source>
        <translation>Live-Hilfe:</translation>
    </message>
    <message>
        <source>Computer thin&amp;king time:</source>
        <translation>Denk&amp;zeit der Computergegner:</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>L&amp;autstärke:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>These change only how the table looks and answers, never the rules a match is played with.</source>
        <translation>Diese ändern nur, wie der Tisch aussieht und reagiert, nie die Regeln, nach denen eine Partie gespielt wird.</translation>
    </message>
</context>
<context>
    <name>TableReview</name>
    <message>
        <source>Top</source>
        <translation>Oben</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Unten</translation>
    </message>
    <message>
        <source>{a} vs {b} ({n} of {count})</source>
        <translation>{a} gegen {b} ({n} von {count})</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>verliert</translation>
    </message>
    <message>
        <source>royalty +{n}</source>
        <translation>Royalties +{n}</translation>
    </message>
    <message>
        <source>{winner} takes it: the other board fouled</source>
        <translation>{winner} gewinnt sie: das andere Board ist gefoult</translation>
    </message>
    <message>
        <source>{winner} take it: the other board fouled</source>
        <translation>{winner} gewinnst sie: Das andere Board ist gefoult</translation>
    </message>
    <message>
        <source>both boards fouled: nobody scores</source>
        <translation>beide Boards gefoult: niemand punktet</translation>
    </message>
    <message>
        <source>{winner} takes it: shoot the moon</source>
        <translation>{winner} gewinnt sie: Shoot the Moon</translation>
    </message>
    <message>
        <source>{winner} take it: shoot the moon</source>
        <translation>{winner} gewinnst sie: Shoot the Moon</translation>
    </message>
    <message>
        <source>settled by a natural or a surrender</source>
        <translation>abgerechnet durch ein Natural oder eine Aufgabe</translation>
    </message>
    <message>
        <source>{h0} ties {h1}</source>
        <translation>Gleichstand: {h0} gegen {h1}</translation>
    </message>
    <message>
        <source>{winner} wins with {won} over {lost}, {points}</source>
        <translation>{winner} gewinnt mit {won} gegen {lost}, {points}</translation>
    </message>
    <message>
        <source>{winner} win with {won} over {lost}, {points}</source>
        <translation>{winner} gewinnst mit {won} gegen {lost}, {points}</translation>
    </message>
    <message>
        <source>{name} +{n} royalty</source>
        <translation>{name} +{n} Royalties</translation>
    </message>
    <message>
        <source>{total} against {other}</source>
        <translation>{total} gegen {other}</translation>
    </message>
    <message>
        <source>Scoop: all three rows, +{n}</source>
        <translation>Scoop: alle drei Reihen, +{n}</translation>
    </message>
    <message>
        <source>the rows are out of order</source>
        <translation>die Reihen sind in falscher Reihenfolge</translation>
    </message>
    <message>
        <source>Foul: {reason}</source>
        <translation>Foul: {reason}</translation>
    </message>
    <message>
        <source>Shoots the moon</source>
        <translation>Shoot the Moon</translation>
    </message>
    <message>
        <source>{a} {total}, {b} {other}.</source>
        <translation>{a} {total}, {b} {other}.</translation>
    </message>
</context>
<context>
    <name>TableReviewBar</name>
    <message>
        <source>Review on the table</source>
        <translation>Abrechnung auf dem Tisch</translation>
    </message>
    <message>
        <source>The previous pair</source>
        <translation>Das vorige Paar</translation>
    </message>
    <message>
        <source>The next pair</source>
        <translation>Das nächste Paar</translation>
    </message>
    <message>
        <source>◀ Row</source>
        <translation>◀ Reihe</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <source>Row ▶</source>
        <translation>Reihe ▶</translation>
    </message>
    <message>
        <source>The next row, then the whole pair</source>
        <translation>Die nächste Reihe, dann das ganze Paar</translation>
    </message>
    <message>
        <source>All at once</source>
        <translation>Alles auf einmal</translation>
    </message>
    <message>
        <source>Every row of this pair, with its totals</source>
        <translation>Jede Reihe dieses Paars, mit den Summen</translation>
    </message>
    <message>
        <source>Why a foul?</source>
        <translation>Warum Foul?</translation>
    </message>
    <message>
        <source>The foul rule in the rules help</source>
        <translation>Die Foul-Regel in der Regelhilfe</translation>
    </message>
    <message>
        <source>Take the marks off the table</source>
        <translation>Die Markierungen vom Tisch nehmen</translation>
    </message>
    <message>
        <source>Close the review on the table</source>
        <translation>Die Abrechnung auf dem Tisch schließen</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Discard</source>
        <translation>Abwurf</translation>
    </message>
    <message>
        <source>Your discards: click to see them</source>
        <translation>Deine abgeworfenen Karten: zum Ansehen klicken</translation>
    </message>
    <message>
        <source>match {score}</source>
        <translation>Partie {score}</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <source>Discard ({count})</source>
        <translation>Abwurf ({count})</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
    <message>
        <source>Your discards this hand</source>
        <translation>Deine abgeworfenen Karten in dieser Hand</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>{card}, in your hand</source>
        <translation>{card}, in deiner Hand</translation>
    </message>
    <message>
        <source>{card}, in your top row</source>
        <translation>{card}, in deiner oberen Reihe</translation>
    </message>
    <message>
        <source>{card}, in your middle row</source>
        <translation>{card}, in deiner mittleren Reihe</translation>
    </message>
    <message>
        <source>{card}, in your bottom row</source>
        <translation>{card}, in deiner unteren Reihe</translation>
    </message>
    <message>
        <source>{card}, on your discard pile</source>
        <translation>{card}, auf deinem Abwurfstapel</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
</context>
<context>
    <name>TaskBar</name>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
</context>
<context>
    <name>TimersPage</name>
    <message>
        <source>Timers</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Turbo: 2 minutes</source>
        <translation>Turbo: 2 Minuten</translation>
    </message>
    <message>
        <source>Relaxed: 5 minutes</source>
        <translation>Entspannt: 5 Minuten</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>s</source>
        <comment>spin box unit: seconds</comment>
        <translation>s</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no time bank</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>&amp;Move timer:</source>
        <translation>Zeit pro &amp;Zug:</translation>
    </message>
    <message>
        <source>Time &amp;bank:</source>
        <translation>Zeit&amp;bank:</translation>
    </message>
    <message>
        <source>The time bank is extra time for the whole match, used once a move&apos;s own time runs out. When all time is gone, Play for me makes the move and confirms it: the best play by the game&apos;s own analysis if it is worked out within two seconds, the safe move otherwise; never a foul when a safe placement exists.</source>
        <translation>Die Zeitbank ist zusätzliche Zeit für die ganze Partie, die genutzt wird, sobald die eigene Zeit eines Zugs abgelaufen ist. Ist alle Zeit verbraucht, macht „Für mich spielen“ den Zug und bestätigt ihn: den besten Zug laut der eigenen Analyse des Spiels, wenn sie innerhalb von zwei Sekunden berechnet ist, sonst den sicheren Zug; nie ein Foul, wenn es eine sichere Platzierung gibt.</translation>
    </message>
    <message>
        <source>Play for me &amp;confirms the street at once</source>
        <translation>Für mich spielen bestätigt die Runde so&amp;fort</translation>
    </message>
    <message>
        <source>Play for me:</source>
        <translation>Für mich spielen:</translation>
    </message>
    <message>
        <source>Off: Play for me lays the best play by the game&apos;s own analysis (the Hint&apos;s first choice) out on your rows for you to look at, change and confirm. On: it plays the street and confirms it in the same click.</source>
        <translation>Aus: „Für mich spielen“ legt den besten Zug laut der eigenen Analyse des Spiels (die erste Wahl des Tipps) auf deine Reihen, damit du ihn ansehen, ändern und bestätigen kannst. An: Es spielt die Runde und bestätigt sie mit demselben Klick.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to OFC Desktop</source>
        <translation>Willkommen bei OFC Desktop</translation>
    </message>
    <message>
        <source>&lt;b&gt;Are you new to Open-Face Chinese Poker?&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bist du neu bei Open-Face Chinese Poker?&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If you are, the game switches on its &lt;b&gt;live help&lt;/b&gt;: the &lt;b&gt;Hint&lt;/b&gt; button with the best plays, the chance that your board &lt;i&gt;fouls&lt;/i&gt; (ends with its rows in the wrong order) before you confirm a street, and what each row could still become. Then a &lt;b&gt;guided first hand&lt;/b&gt; explains the rows, fouls, royalties, scoring and Fantasyland as they come up.&lt;/p&gt;&lt;p&gt;You can switch the live help on or off at any time in &lt;b&gt;Game → Settings… → Table&lt;/b&gt; (Live help), and play the guided hand again from &lt;b&gt;Help → Guided first hand&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wenn ja, schaltet das Spiel seine &lt;b&gt;Live-Hilfe&lt;/b&gt; ein: den Knopf &lt;b&gt;Tipp&lt;/b&gt; mit den besten Zügen, die Chance, dass dein Board &lt;i&gt;foult&lt;/i&gt; (mit den Reihen in falscher Reihenfolge endet), bevor du eine Runde bestätigst, und was jede Reihe noch werden kann. Dann erklärt eine &lt;b&gt;geführte erste Hand&lt;/b&gt; die Reihen, Fouls, Royalties, die Wertung und Fantasyland, sobald sie vorkommen.&lt;/p&gt;&lt;p&gt;Du kannst die Live-Hilfe jederzeit unter &lt;b&gt;Spiel → Einstellungen… → Tisch&lt;/b&gt; (Live-Hilfe) ein- oder ausschalten und die geführte Hand über &lt;b&gt;Hilfe → Geführte erste Hand&lt;/b&gt; erneut spielen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Yes, teach me</source>
        <translation>&amp;Ja, zeig es mir</translation>
    </message>
    <message>
        <source>Switch the live help on and play the guided first hand</source>
        <translation>Die Live-Hilfe einschalten und die geführte erste Hand spielen</translation>
    </message>
    <message>
        <source>&amp;No, I know the game</source>
        <translation>&amp;Nein, ich kenne das Spiel</translation>
    </message>
    <message>
        <source>Go straight to the table; the live help stays off</source>
        <translation>Direkt zum Tisch; die Live-Hilfe bleibt aus</translation>
    </message>
</context>
</TS>
